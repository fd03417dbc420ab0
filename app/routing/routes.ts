import table from '../../schemas/navigation/routes.json';

/** An authenticated route of the portal and the title its page shows. */
export interface PortalRoute {
  path: string;
  title: string;
}

// The table is a document (schemas/navigation/routes.json), so the configuration linter checks the menu's routes against
// it without loading the app.

/** The paths that show the login page (account-admin.md §2: /, /login, /index). */
export const loginRoutes: string[] = table.login;

/** The login page's title (error panel). */
export const loginTitle: string = table.loginTitle;

/** Every authenticated route of orders.md §2 and account-admin.md §2. */
export const protectedRoutes: PortalRoute[] = table.protected;

/** Public routes besides the login aliases (account-admin.md §2). */
export const publicRoutes: PortalRoute[] = table.public;
