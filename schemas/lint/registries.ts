import { isKnownOperation, rendersWidget, widgetHintNames, type LintRegistries } from '../../engine/core';
import { optionSourceIds } from '../../app/pages/auftragserfassung/optionSourceIds';
import { captureActionIds, captureDocumentIds, captureQuestionActions, captureToolbarItems, capturePrintActions, dailyPriceActions } from '../../app/pages/auftragserfassung/documentIds';
import { listActionIds, listConfirmDelete, listPrintAction, listPrintActions, listSearchParams, listSidebar, listTabIds,
  documentsTabActions, documentsTabTexts, historyTabTexts } from '../../app/pages/auftragsresearch/documentIds';
import { registerActionIds, registerCheckIds, registerOptionSourceIds } from '../../app/pages/register/documentIds';
import { templatesActionIds, templatesConfirmDelete, templatesSearchParams } from '../../app/pages/auftragsvorlagen/documentIds';
import { loginActionIds, mautOptionSourceIds } from '../../app/pages/login/documentIds';
import { userDialogActionIds, userDialogCheckIds, userDialogOptionSourceIds, usermanagementActionIds, usermanagementSearchParams } from '../../app/pages/usermanagement/documentIds';
import { adressmanagementActionIds, adressmanagementSearchParams } from '../../app/pages/adressmanagement/documentIds';
import { adresserfassungActionIds, adresserfassungOptionSourceIds } from '../../app/pages/adresserfassung/documentIds';
import { adminActionIds, adminFileAction, adminOptionSourceIds } from '../../app/pages/admin/documentIds';
import { exportActionIds } from '../../app/pages/auftragsexport/documentIds';
import { errorViewActions } from '../../app/notifications/documentIds';

/**
 * The registries documents name ids of, from the plain id lists the running code is typed by (no second list, no React,
 * so the server's start runs the same checks as `npm run check`): the engine's widget ids (the Blueprint theme's widget map
 * `satisfies` them) with rjsf's type-dependent short names ('select'), the capture page's option sources (its loader is
 * typed by them), the engine's JSON-Logic operations, the action ids each page's handler map is typed by, the ids
 * pages look up, the search parameters filter fields may be and the sidebar tabs pages have contents for.
 */
export function portalRegistries(): LintRegistries {
  return {
    widget: (name, schema) => rendersWidget(name, schema),
    widgetNames: widgetHintNames(),
    optionSources: [...optionSourceIds, ...mautOptionSourceIds, ...registerOptionSourceIds, ...userDialogOptionSourceIds, ...adresserfassungOptionSourceIds, ...adminOptionSourceIds],
    isOperation: isKnownOperation,
    actions: {
      auftragserfassung: [...captureActionIds, ...Object.values(captureToolbarItems)],
      auftragsresearch: [...listActionIds, listPrintAction],
      auftragsvorlagen: [...templatesActionIds],
      login: [...loginActionIds],
      mautrechner: [],
      register: [...registerActionIds],
      usermanagement: [...usermanagementActionIds],
      usermanagementDialog: [...userDialogActionIds],
      adressmanagement: [...adressmanagementActionIds],
      adresserfassung: [...adresserfassungActionIds],
      admin: [...adminActionIds, adminFileAction],
      auftragsexport: [...exportActionIds],
    },
    reads: {
      auftragserfassung: [...captureActionIds, ...Object.values(captureToolbarItems), ...Object.values(captureDocumentIds)],
      auftragsresearch: [...listActionIds, listPrintAction, listSidebar, listConfirmDelete],
      auftragsvorlagen: [...templatesActionIds, templatesConfirmDelete],
      register: [...registerActionIds, ...registerCheckIds],
      usermanagement: [...usermanagementActionIds],
      usermanagementDialog: [...userDialogActionIds, ...userDialogCheckIds],
      adressmanagement: [...adressmanagementActionIds],
      adresserfassung: [...adresserfassungActionIds],
      admin: [...adminActionIds, adminFileAction],
    },
    searchParams: {
      auftragsresearch: [...listSearchParams], auftragsvorlagen: [...templatesSearchParams],
      adressmanagement: [...adressmanagementSearchParams], usermanagement: [...usermanagementSearchParams],
    },
    tabContents: { auftragsresearch: { [listSidebar]: [...listTabIds] } },
    views: {
      fehlermeldung: { actions: errorViewActions },
      auftragserfassungFragen: { actions: captureQuestionActions },
      tagespreis: { actions: dailyPriceActions },
      auftragsresearchDrucken: { actions: listPrintActions },
      auftragserfassungDrucken: { actions: capturePrintActions },
      auftragsexportFortschritt: { actions: [] },
      seitenleisteAuftrag: { actions: [] },
      seitenleisteHistorie: { actions: [], reads: Object.values(historyTabTexts) },
      seitenleisteDokumente: { actions: documentsTabActions, reads: Object.values(documentsTabTexts) },
    },
  };
}
