import type { ComponentType } from 'react';
import { ForgottenPasswordPage, NewPasswordPage } from '../pages/ForgottenPasswordPage';
import { MonthlyExportPage } from '../pages/MonthlyExportPage';
import { OrderCapturePage } from '../pages/OrderCapturePage';
import { ConfirmRegistrationPage, RegisterPage } from '../pages/RegisterPage';
import { OffeneAuftraegePage, OrderListPage } from '../pages/OrderListPage';
import { TemplatesPage } from '../pages/TemplatesPage';
import { AdressmanagementPage } from '../pages/adressmanagement';
import { AdresserfassungPage } from '../pages/adresserfassung';
import { AdminPage } from '../pages/admin';

/**
 * The screen component of each built route (path as in routes.ts). Routes without an entry show the
 * placeholder page. Each screen adds exactly one line here.
 */
export const pageRegistry: Record<string, ComponentType> = {
  '/auftragsmanagement/auftragsresearch': OrderListPage,
  '/auftragsmanagement/auftragsexport': MonthlyExportPage,
  '/auftragsmanagement/auftragsvorlagen': TemplatesPage,
  '/auftragsmanagement/auftragserfassung': OrderCapturePage,
  '/auftragsmanagement/auftragserfassung/:orderId': OrderCapturePage,
  '/auftragsmanagement/offeneauftraege': OffeneAuftraegePage,
  '/masterdata/adressmanagement': AdressmanagementPage,
  '/masterdata/adresserfassung': AdresserfassungPage,
  '/masterdata/adresserfassung/:id': AdresserfassungPage,
  '/admin': AdminPage,
};

/** The screen component of each built public route; the others show the placeholder page. */
export const publicPageRegistry: Record<string, ComponentType> = {
  '/forgottenPassword': ForgottenPasswordPage,
  '/forgottenPassword/:token': NewPasswordPage,
  '/confirmreg/:token?': ConfirmRegistrationPage,
  '/register': RegisterPage,
};
