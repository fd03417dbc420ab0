import { useCallback, useMemo, useRef, useSyncExternalStore, type CSSProperties } from 'react';
import { Card, Classes, H5, HTMLTable } from '@blueprintjs/core';
import type { Registry } from '@rjsf/utils';
import { compute, engineTexts, evaluate, itemSchema, rowFieldStates } from '../../core';
import type { RuleContext, TableNode } from '../../core';
import { ExplainButton } from '../explain';
import { useFormRuntime } from '../runtime';
import { RequiredMarker } from '../theme/shared';
import { LAYOUT_CLASSES, widthOf } from './layoutStyles';
import { columnSetup } from './columnSetup';
import { TableRow } from './TableRow';
import { shortcutTitle, useJumpShortcut } from './useShortcuts';

const EMPTY = { session: {}, config: {}, variant: 'default' };

/**
 * An editable table bound to an array property (layout node `table`): one row per item plus the trailing
 * empty row the engine keeps (maintainTables). It re-renders only when rows come or go; `rowFilter` shows a subset (two
 * tables may split one array), `titleRule` gives the title, `density: 'compact'` small inputs and narrow cells.
 * `shortcut` moves the focus to its first field, `newRowShortcut` to the first field of the trailing empty row.
 */
export function LayoutTable({ node, registry }: { node: TableNode; registry: Registry }) {
  const runtime = useFormRuntime();
  const doc = runtime?.document;
  const items = useMemo(() => (doc ? itemSchema(doc.dataSchema, node) : { properties: {} }), [doc, node]);
  const columns = useMemo(() => columnSetup(node.columns, items, registry), [node, items, registry]);
  const card = useRef<HTMLDivElement>(null);
  useJumpShortcut(node.shortcut, () => card.current);
  useJumpShortcut(node.newRowShortcut, () => card.current?.querySelector('tbody > tr:last-child'));
  const subscribe = useCallback(
    (cb: () => void) => (runtime ? runtime.store.subscribe(node.field, cb) : () => undefined),
    [runtime, node.field],
  );
  // The shown row indexes as a string snapshot: re-renders when rows come or go (or, with a row filter, change sides).
  const shown = useSyncExternalStore(subscribe, () => {
    const rows = runtime?.store.get(node.field);
    const list = Array.isArray(rows) ? rows : [];
    if (node.rowFilter === undefined) return String(list.length);
    const base = { ...EMPTY, ...runtime?.base, data: runtime?.store.getData() ?? {} };
    return list
      .flatMap((row, index) => (evaluate(node.rowFilter, { ...base, row, index }, true) ? [index] : []))
      .join(',');
  });
  const indexes =
    node.rowFilter === undefined
      ? Array.from({ length: Number(shown) }, (_, i) => i)
      : shown
        ? shown.split(',').map(Number)
        : [];
  const context = { ...EMPTY, ...runtime?.base, data: runtime?.store.getData() ?? {} } as RuleContext;
  // The header marks what a filled row requires; the trailing empty row never requires anything.
  const header = rowFieldStates(node, items, { ' ': 1 }, 0, context);
  if (!evaluate(node.visible, context, true)) return null;
  const keys = [node.shortcut, node.newRowShortcut].filter((k): k is string => Boolean(k));
  const tooltipKeys = [
    ...(node.shortcut ? [node.shortcut] : []),
    ...(node.newRowShortcut ? [`${engineTexts.newRow}: ${node.newRowShortcut}`] : []),
  ];
  // A compact table's widths are wishes it may shrink below, so a long row fits the window instead of scrolling.
  const compact = node.density === 'compact';
  const title = node.titleRule === undefined ? node.title : String(compute(node.titleRule, context) ?? '');
  return (
    <Card
      ref={card}
      compact
      role="group"
      aria-label={title}
      aria-keyshortcuts={keys.join(' ') || undefined}
      className={compact ? LAYOUT_CLASSES.compact : undefined}
    >
      {title && (
        <H5 className={Classes.HEADING} title={shortcutTitle(title, tooltipKeys)}>
          {title}
        </H5>
      )}
      <div className={LAYOUT_CLASSES.tableScroll} style={{ '--engine-table-rows': indexes.length } as CSSProperties}>
        <HTMLTable compact striped aria-label={title} className={LAYOUT_CLASSES.table}>
          <thead>
            <tr>
              {columns.map(({ column, title }) => (
                <th
                  key={column.field}
                  scope="col"
                  style={column.width ? { [compact ? 'width' : 'minWidth']: widthOf(column.width) } : undefined}
                >
                  {header[column.field].visible && (
                    <>
                      {title} {header[column.field].required && <RequiredMarker />}
                      <ExplainButton field={`${node.field}.${column.field}`} label={title} />
                    </>
                  )}
                </th>
              ))}
              {node.rowActions?.length ? (
                <th scope="col">
                  <span className={Classes.TEXT_MUTED}>{engineTexts.actions}</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {indexes.map((index) => (
              <TableRow key={index} table={node} index={index} items={items} columns={columns} registry={registry} />
            ))}
          </tbody>
        </HTMLTable>
      </div>
    </Card>
  );
}
