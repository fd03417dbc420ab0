import { profile } from '../documents';
import { lazyPage, type LazyPage } from './lazyPage';

/**
 * The screen component of each built route (path as in routes.ts), each loaded as its own chunk on first show. Routes
 * without an entry show the placeholder page. Each screen adds exactly one line here.
 */
export const pageRegistry: Record<string, LazyPage> = {
  '/auftragsmanagement/auftragsresearch': lazyPage(
    () => import('../pages/auftragsresearch'),
    'AuftragsresearchPage',
    (page, { context, flags }) => page.prefetchFirstPage(context, flags, profile),
  ),
  '/auftragsmanagement/auftragsexport': lazyPage(() => import('../pages/auftragsexport'), 'AuftragsexportPage'),
  '/auftragsmanagement/auftragsvorlagen': lazyPage(() => import('../pages/auftragsvorlagen'), 'AuftragsvorlagenPage'),
  '/auftragsmanagement/auftragserfassung': lazyPage(
    () => import('../pages/auftragserfassung'),
    'AuftragserfassungPage',
  ),
  '/auftragsmanagement/auftragserfassung/:orderId': lazyPage(
    () => import('../pages/auftragserfassung'),
    'AuftragserfassungPage',
  ),
  '/auftragsmanagement/offeneauftraege': lazyPage(
    () => import('../pages/offeneauftraege'),
    'OffeneauftraegePage',
    (page, { context, flags }) => page.prefetchFirstPage(context, flags, profile, true),
  ),
  '/masterdata/usermanagement': lazyPage(() => import('../pages/usermanagement'), 'UsermanagementPage'),
  '/masterdata/adressmanagement': lazyPage(() => import('../pages/adressmanagement'), 'AdressmanagementPage'),
  '/masterdata/adresserfassung': lazyPage(() => import('../pages/adresserfassung'), 'AdresserfassungPage'),
  '/masterdata/adresserfassung/:id': lazyPage(() => import('../pages/adresserfassung'), 'AdresserfassungPage'),
  '/admin': lazyPage(() => import('../pages/admin'), 'AdminPage'),
  '/farben': lazyPage(() => import('../pages/farben'), 'FarbenPage'),
  '/accounting': lazyPage(() => import('../pages/accounting'), 'AccountingPage'),
  '/admin/coco': lazyPage(() => import('../pages/coco'), 'CocoPage'),
  '/disposition': lazyPage(() => import('../pages/disposition'), 'DispositionPage'),
  '/masterdata/webhooks': lazyPage(() => import('../pages/webhooks'), 'WebhooksPage'),
};

/** The screen component of each built public route; the others show the placeholder page. */
export const publicPageRegistry: Record<string, LazyPage> = {
  '/forgottenPassword': lazyPage(() => import('../pages/forgottenPassword'), 'ForgottenPasswordPage'),
  '/forgottenPassword/:token': lazyPage(() => import('../pages/forgottenPassword'), 'NewPasswordPage'),
  '/confirmreg/:token?': lazyPage(() => import('../pages/confirmreg'), 'ConfirmregPage'),
  '/register': lazyPage(() => import('../pages/register'), 'RegisterPage'),
  '/sendungsverfolgung/:token/:aktion?': lazyPage(
    () => import('../pages/sendungsverfolgung'),
    'SendungsverfolgungPage',
  ),
};

/** The login page (/, /login, /index): its own chunk too, so the portal's first load is the shell and this page. */
export const LoginPage = lazyPage(() => import('../pages/login'), 'LoginPage');

/** The frame of every authenticated screen (header, menu): loaded with the first protected route. */
export const AppLayout = lazyPage(() => import('../layout'), 'AppLayout');

/** Loads every page's chunk (tests and stories render the route table without waiting for a chunk). */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(
    [...Object.values(pageRegistry), ...Object.values(publicPageRegistry), LoginPage, AppLayout].map((p) =>
      p.preload(),
    ),
  );
}
