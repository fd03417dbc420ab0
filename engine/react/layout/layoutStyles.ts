import './layout.css';
import type { CSSProperties } from 'react';
import type { FieldWidth, LayoutNode } from '../../core';

/** The engine's own class names of the layout grid, styled by layout.css (generic; no screen has CSS of its own). */
export const LAYOUT_CLASSES = {
  row: 'engine-row',
  cell: 'engine-cell',
  compact: 'engine-compact',
  table: 'engine-table',
  tableScroll: 'engine-table-scroll',
  tabs: 'engine-tabs',
} as const;

/** Below this window width every span becomes 12: the children of a row stack (the rule in layout.css). */
export const NARROW_MAX_PX = 767.98;

/** Named field widths by expected length (in em of the form's font, so they follow its size). */
const WIDTHS: Record<FieldWidth, string> = { xs: '6em', s: '9.5em', m: '16em', l: '28em', full: '100%' };

/** The CSS width of a field's `width`: a named width or px (in a form: its most; in a table: the column's least). */
export function widthOf(width: FieldNode['width']): string | undefined {
  if (width === undefined) return undefined;
  return typeof width === 'number' ? `${width}px` : WIDTHS[width];
}

type FieldNode = Extract<LayoutNode, { type: 'field' }>;

/** The span of each child of a row: its own, else an equal share of what the spanned siblings leave (a full line if none is left). */
export function spansOf(children: LayoutNode[]): number[] {
  const given = children.reduce((sum, n) => sum + (n.type !== 'dialog' && n.span ? n.span : 0), 0);
  const open = children.filter((n) => n.type === 'dialog' || !n.span).length;
  const share = open ? Math.floor((12 - given) / open) : 12;
  return children.map((n) => (n.type !== 'dialog' && n.span ? n.span : share >= 1 ? share : 12));
}

/** The style carrying a grid cell's span to the generic rule. */
export const spanStyle = (span: number) => ({ '--engine-span': span }) as CSSProperties;
