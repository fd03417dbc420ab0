import type { ComponentType } from 'react';
import { ForgottenPasswordPage, NewPasswordPage } from '../pages/forgottenPassword';
import { AuftragsexportPage } from '../pages/auftragsexport';
import { AuftragserfassungPage } from '../pages/auftragserfassung';
import { ConfirmregPage } from '../pages/confirmreg';
import { RegisterPage } from '../pages/register';
import { AuftragsresearchPage } from '../pages/auftragsresearch';
import { OffeneauftraegePage } from '../pages/offeneauftraege';
import { AuftragsvorlagenPage } from '../pages/auftragsvorlagen';
import { UsermanagementPage } from '../pages/usermanagement';
import { AdressmanagementPage } from '../pages/adressmanagement';
import { AdresserfassungPage } from '../pages/adresserfassung';
import { AdminPage } from '../pages/admin';

/**
 * The screen component of each built route (path as in routes.ts). Routes without an entry show the
 * placeholder page. Each screen adds exactly one line here.
 */
export const pageRegistry: Record<string, ComponentType> = {
  '/auftragsmanagement/auftragsresearch': AuftragsresearchPage,
  '/auftragsmanagement/auftragsexport': AuftragsexportPage,
  '/auftragsmanagement/auftragsvorlagen': AuftragsvorlagenPage,
  '/auftragsmanagement/auftragserfassung': AuftragserfassungPage,
  '/auftragsmanagement/auftragserfassung/:orderId': AuftragserfassungPage,
  '/auftragsmanagement/offeneauftraege': OffeneauftraegePage,
  '/masterdata/usermanagement': UsermanagementPage,
  '/masterdata/adressmanagement': AdressmanagementPage,
  '/masterdata/adresserfassung': AdresserfassungPage,
  '/masterdata/adresserfassung/:id': AdresserfassungPage,
  '/admin': AdminPage,
};

/** The screen component of each built public route; the others show the placeholder page. */
export const publicPageRegistry: Record<string, ComponentType> = {
  '/forgottenPassword': ForgottenPasswordPage,
  '/forgottenPassword/:token': NewPasswordPage,
  '/confirmreg/:token?': ConfirmregPage,
  '/register': RegisterPage,
};
