/** A Db call sent to the PGlite worker thread; `tx` names an open transaction (the id of its begin request). */
export interface WorkerRequest {
  id: number;
  op: 'query' | 'prepared' | 'exec' | 'begin' | 'end' | 'dump' | 'busy' | 'close';
  tx?: number;
  sql?: string;
  params?: unknown[];
  /** With op 'prepared': how the statement is planned. */
  plan?: 'generic' | 'custom';
  /** With op 'end': commit (true) or roll back. */
  commit?: boolean;
}

/** The worker's answer to request `id` (id 0: the database is open). */
export interface WorkerReply {
  id: number;
  result?: unknown;
  error?: Record<string, unknown> & { message: string; name: string };
}
