import { createContext, useContext, type ReactNode } from 'react';
import { compute, createContext as ruleContext, evaluate, getAt, viewText } from '../../core';
import type { ColumnDocument, Logic, ViewDocument, ViewText } from '../../core';

/** What every node of a rendered view reads: the document, the page's data, its action handler, slots and column documents. */
export interface ViewScope {
  document: ViewDocument;
  data: Record<string, unknown>;
  onAction: (id: string, item?: unknown) => void;
  slots: Record<string, ReactNode>;
  columns: Record<string, ColumnDocument>;
}

/** The view being rendered. */
export const ViewContext = createContext<ViewScope | null>(null);

/** The view being rendered with helpers: a text as shown, a rule's truth and value over the data (or an item of it). */
export function useView() {
  const scope = useContext(ViewContext);
  if (!scope) throw new Error('a view node is rendered outside DocumentView');
  const context = (data: unknown = scope.data) => ruleContext({ data: data as Record<string, unknown> });
  return {
    ...scope,
    text: (text: ViewText | undefined, data: unknown = scope.data) => viewText(scope.document, text, data),
    holds: (rule: Logic | undefined, fallback: boolean, data?: unknown) => evaluate(rule, context(data), fallback),
    value: (rule: Logic | undefined, data?: unknown) => compute(rule, context(data)),
    at: (path: string, data: unknown = scope.data) => getAt(data, path),
  };
}
