import type { DispatchSystem } from './types';

/** One kind of POST /api/dplus-update/{type}: what it asks of the dispatch system for the given orders. */
export interface DispatchUpdate {
  /** Whether the caller needs the order edit right (the update changes what the orders say), else reading them is enough. */
  changesOrders: boolean;
  /** Status every given order must have ('erfasst' = 1), or null for any; the label names the action in the refusal. */
  requiredStatus: { id: number; action: string } | null;
  run(dispatch: DispatchSystem, ids: number[], by: number): Promise<unknown>;
}

/**
 * The update kinds of /api/dplus-update/{type} (orders.md §7 "Status and dispatch" leaves the values open; decided in
 * docs/decisions.md): `auftraege` sends the orders (again) to the dispatch system, `status` fetches their state from it.
 */
export const DISPATCH_UPDATES: Readonly<Record<string, DispatchUpdate>> = {
  auftraege: {
    changesOrders: true,
    requiredStatus: { id: 1, action: 'Die Übertragung' },
    run: (dispatch, ids, by) => dispatch.markForTransfer(ids, by),
  },
  status: {
    changesOrders: false,
    requiredStatus: null,
    run: (dispatch, ids) => dispatch.refreshStatus(ids),
  },
};

/** The update kind of a type value, or undefined when the portal does not know it (own keys only). */
export function dispatchUpdate(type: string): DispatchUpdate | undefined {
  return Object.hasOwn(DISPATCH_UPDATES, type) ? DISPATCH_UPDATES[type] : undefined;
}
