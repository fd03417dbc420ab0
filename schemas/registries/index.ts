import accounting from './accounting.registry.json';
import admin from './admin.registry.json';
import anzeigestatus from './anzeigestatus.registry.json';
import adresserfassung from './adresserfassung.registry.json';
import adressmanagement from './adressmanagement.registry.json';
import auftragserfassung from './auftragserfassung.registry.json';
import auftragsexport from './auftragsexport.registry.json';
import auftragsresearch from './auftragsresearch.registry.json';
import auftragsvorlagen from './auftragsvorlagen.registry.json';
import info from './info.registry.json';
import coco from './coco.registry.json';
import disposition from './disposition.registry.json';
import login from './login.registry.json';
import mandanten from './mandanten.registry.json';
import mautrechner from './mautrechner.registry.json';
import premiumimport from './premiumimport.registry.json';
import register from './register.registry.json';
import sendungsstatus from './sendungsstatus.registry.json';
import statuskette from './statuskette.registry.json';
import usermanagement from './usermanagement.registry.json';
import usermanagementDialog from './usermanagementDialog.registry.json';
import sessionKeys from './session-keys.json';
import views from './views.json';
import webhooks from './webhooks.registry.json';
import apischluessel from './apischluessel.registry.json';
import aenderungsprotokoll from './aenderungsprotokoll.registry.json';
import type { PageRegistry } from './types';

export type { IdList, PageRegistry } from './types';

// Imported, not read from SCHEMAS_DIR: a registry describes the compiled app (what its pages handle), so the server's start
// and `npm run check` check any configuration against the code that runs. Each file is imported as its JSON type, whose
// keys are literal types: the pages type their handler maps by them (`Record<keyof typeof captureRegistry.actions, …>`).
export {
  accounting as accountingRegistry,
  admin as adminRegistry,
  anzeigestatus as anzeigestatusRegistry,
  adresserfassung as adresserfassungRegistry,
  adressmanagement as adressmanagementRegistry,
  auftragserfassung as captureRegistry,
  auftragsexport as exportRegistry,
  auftragsresearch as listRegistry,
  auftragsvorlagen as templatesRegistry,
  info as infoRegistry,
  coco as cocoRegistry,
  disposition as dispositionRegistry,
  login as loginRegistry,
  mandanten as mandantenRegistry,
  mautrechner as mautRegistry,
  premiumimport as premiumimportRegistry,
  register as registerRegistry,
  sendungsstatus as sendungsstatusRegistry,
  statuskette as statusketteRegistry,
  usermanagement as usermanagementRegistry,
  usermanagementDialog as userDialogRegistry,
  webhooks as webhooksRegistry,
  apischluessel as apischluesselRegistry,
  aenderungsprotokoll as aenderungsprotokollRegistry,
};

/** Every page registry (schemas/registries/<screen>.registry.json); a unit test keeps this list equal to the folder. */
export const pageRegistries: readonly PageRegistry[] = [
  accounting,
  admin,
  anzeigestatus,
  adresserfassung,
  adressmanagement,
  auftragserfassung,
  auftragsexport,
  auftragsresearch,
  auftragsvorlagen,
  info,
  coco,
  disposition,
  login,
  mandanten,
  mautrechner,
  premiumimport,
  register,
  sendungsstatus,
  statuskette,
  usermanagement,
  usermanagementDialog,
  webhooks,
  apischluessel,
  aenderungsprotokoll,
];

/**
 * Where each key of the rule context's session branch comes from: the token claim (session-claims.schema.json) or null
 * for keys the portal derives itself. `npm run check` types `session.*` from it; app/session builds the branch by it.
 */
export const RULE_SESSION_CLAIMS: Readonly<Record<keyof typeof sessionKeys.keys, string | null>> = sessionKeys.keys;

/** One key of the rule context's session branch (`session.<key>` in rules). */
export type RuleSessionKey = keyof typeof sessionKeys.keys;

/** What the pages do with the view documents (schemas/views): per view the actions they handle and the texts they read. */
export const viewRegistry = views.views;

/** The name of a view document without `.view` ('fehlermeldung'). */
export type ViewRegistryName = keyof typeof views.views;
