/**
 * The external dispatch system as the portal sees it (orders.md §4): hand-over and price calculation. `by` is the user whose
 * action it was: recorded as the order's last changer (the 409 of a save based on an older version names them).
 */
export interface DispatchSystem {
  /** Marks orders for hand-over; answers the ids actually marked. */
  markForTransfer(ids: number[], by?: number): Promise<number[]>;
  /** Removes the mark from orders not yet taken over; answers how many were removed. */
  cancelTransfer(ids: number[], by?: number): Promise<number>;
  /** Queues a price calculation for orders whose type was set to the price type. */
  requestPrice(ids: number[], by?: number): Promise<void>;
  /** Fetches the dispatch system's state of these orders now: a finished price calculation is written back at once. */
  refreshStatus(ids: number[]): Promise<void>;
  /** Completes every queued calculation now (tests, shutdown). */
  flush(): Promise<void>;
  /** Drops queued calculations without running them (server shutdown). */
  cancelPending(): Promise<void>;
}
