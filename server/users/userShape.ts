/** A benutzer row joined with its tenant's name. */
export type UserRow = {
  id: number;
  name: string;
  email: string | null;
  sprache_id: number;
  benutzerversion_id: number;
  created: Date;
  changed: Date;
  authorized: boolean;
  main: boolean;
  admin: boolean;
  edit: boolean;
  rows_in_grid: number;
  mandant_id: number;
  mandant_name: string;
  version: number;
  /** Password minimum of the user's tenant (withPasswordMinimum); absent where nobody sets a password. */
  password_min?: number;
};

/** SELECT of UserRow; append WHERE conditions on b. */
export const USER_SELECT = `SELECT b.id, b.name, b.email, b.sprache_id, b.benutzerversion_id, b.created, b.changed, b.authorized, b.main, b.admin, b.edit,
  b.rows_in_grid, b.mandant_id, m.name AS mandant_name, b.version FROM benutzer b JOIN mandant m ON m.id = b.mandant_id`;

/** The API shape of a user (contract Benutzer; never the password). */
export const toUser = (r: UserRow) => ({
  id: r.id,
  name: r.name,
  email: r.email,
  sprache: { id: r.sprache_id },
  benutzerversion: { id: r.benutzerversion_id },
  created: new Date(r.created).toISOString(),
  changed: new Date(r.changed).toISOString(),
  hasAuthorized: r.authorized,
  main: r.main,
  admin: r.admin,
  edit: r.edit,
  rowsInGrid: r.rows_in_grid,
  owningMandant: { id: r.mandant_id, name: r.mandant_name },
  version: r.version,
  passwordMinLength: r.password_min ?? null,
});
