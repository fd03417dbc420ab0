/** How a prepared statement is planned: once for all parameters (default) or per execution with them ('custom'). */
export interface PreparedOptions {
  plan?: 'generic' | 'custom';
}

/** Result of a query: the rows, typed by the caller. */
export interface QueryResult<T> {
  rows: T[];
}

/**
 * The small database surface the server depends on. PGlite and PostgreSQL both implement it
 * with identical SQL, so nothing outside server/db knows which one is running.
 */
export interface Db {
  /** Runs one parameterised statement ($1, $2, …). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
  /**
   * Runs a read the server repeats with other parameters, parsed and planned once per connection (a named prepared
   * statement): the list's page query spent as long in the planner as in its execution. Absent inside transactions.
   * `plan: 'custom'` plans every execution with its parameters (a free-text search, whose best plan depends on the
   * words); PGlite still saves its six-call parameterised protocol, PostgreSQL runs it as an unnamed statement.
   */
  prepared?<T = Record<string, unknown>>(
    sql: string,
    params?: unknown[],
    options?: PreparedOptions,
  ): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /**
   * Runs fn inside a transaction; a nested call becomes a savepoint.
   * Inside fn use only tx – the outer Db may wait for the transaction to finish (PGlite).
   */
  transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
  /**
   * Listens on a NOTIFY channel on a dedicated connection (PostgreSQL only: several processes share the database);
   * `onState(false)` when the connection is lost (notifications may be missed until it is back), `onState(true)` once
   * listening again. Resolves once listening; `sync()` resolves once every notification committed before the call has
   * been handled. Absent on PGlite, which one process owns.
   */
  listen?(
    channel: string,
    onPayload: (payload: string) => void,
    onState: (listening: boolean) => void,
  ): Promise<{ sync(): Promise<void>; close(): Promise<void> }>;
  /** PGlite only: a consistent copy of the data folder as gzip'd tar (CHECKPOINT, then PGlite's dumpDataDir); `npm run backup`. */
  dump?(): Promise<Uint8Array>;
  /**
   * PGlite in its worker thread only: the ms that thread has been busy since it started (statements, their results), so
   * a benchmark can put a figure on the database's work per request.
   */
  busyMs?(): Promise<number>;
  /** Statements the database runs at once (PostgreSQL: its pool); absent: one engine thread (PGlite). */
  slots?: number;
  /** Releases the connection(s); the Db is unusable afterwards. */
  close(): Promise<void>;
}

/** Options for createDb: PostgreSQL when databaseUrl is set, otherwise PGlite. */
export interface DbOptions {
  /** PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data directory; absent means an in-memory database. */
  dataDir?: string;
}
