import { useMemo, type ReactNode } from 'react';
import type { ColumnDocument, ViewDocument } from '../../core';
import { ViewContext, type ViewScope } from './context';
import { ViewNodes } from './ViewNodes';

/** Props of {@link DocumentView}. */
export interface DocumentViewProps {
  document: ViewDocument;
  /** What the view's rules (`data.*`), placeholders and data paths read. */
  data?: Record<string, unknown>;
  /** Reports an action id of the document (button, answer, menu item, list entry, chosen grid row) with its item. */
  onAction?: (id: string, item?: unknown) => void;
  /** Content for the document's `slot` nodes by id. */
  slots?: Record<string, ReactNode>;
  /** Column documents its `grid` nodes name, by id. */
  columns?: Record<string, ColumnDocument>;
}

const none = {};

/**
 * Renders a view document (schemas/views): layout, texts, buttons and conditions come from the document, the page
 * gives the data and handles the actions by id.
 */
export function DocumentView({ document, data = none, onAction, slots = none, columns = none }: DocumentViewProps) {
  const scope = useMemo<ViewScope>(
    () => ({ document, data, onAction: onAction ?? (() => undefined), slots, columns }),
    [document, data, onAction, slots, columns],
  );
  return (
    <ViewContext.Provider value={scope}>
      <ViewNodes nodes={document.layout} />
    </ViewContext.Provider>
  );
}
