import { isKnownOperation, rendersWidget, widgetHintNames, type LintRegistries } from '../../engine/core';
import { optionSourceIds } from '../../app/pages/OrderCapturePage/optionSourceIds';
import { captureActionIds, captureDocumentIds, captureToolbarItems } from '../../app/pages/OrderCapturePage/documentIds';
import { listActionIds, listPrintAction } from '../../app/pages/OrderListPage/documentIds';
import { registerActionIds, registerCheckIds, registerOptionSourceIds } from '../../app/pages/RegisterPage/documentIds';
import { templatesActionIds } from '../../app/pages/TemplatesPage/documentIds';
import { loginActionIds, mautOptionSourceIds } from '../../app/pages/LoginPage/documentIds';
import { adressmanagementActionIds } from '../../app/pages/adressmanagement/documentIds';
import { adresserfassungActionIds, adresserfassungOptionSourceIds } from '../../app/pages/adresserfassung/documentIds';
import { adminActionIds, adminFileAction, adminOptionSourceIds } from '../../app/pages/admin/documentIds';

/**
 * The registries documents name ids of, from the plain id lists the running code is typed by (no second list, no React,
 * so the server's start runs the same checks as `npm run check`): the engine's widget ids (the Blueprint theme's widget map
 * `satisfies` them) with rjsf's type-dependent short names ('select'), the capture page's option sources (its loader is
 * typed by them), the engine's JSON-Logic operations, the action ids each page's handler map is typed by and the ids
 * pages look up.
 */
export function portalRegistries(): LintRegistries {
  return {
    widget: (name, schema) => rendersWidget(name, schema),
    widgetNames: widgetHintNames(),
    optionSources: [...optionSourceIds, ...mautOptionSourceIds, ...registerOptionSourceIds, ...adresserfassungOptionSourceIds, ...adminOptionSourceIds],
    isOperation: isKnownOperation,
    actions: {
      auftrag: [...captureActionIds, ...Object.values(captureToolbarItems)],
      auftragsliste: [...listActionIds, listPrintAction],
      auftragsvorlagen: [...templatesActionIds],
      login: [...loginActionIds],
      mautrechner: [],
      register: [...registerActionIds],
      adressmanagement: [...adressmanagementActionIds],
      adresserfassung: [...adresserfassungActionIds],
      admin: [...adminActionIds, adminFileAction],
    },
    reads: {
      auftrag: [...captureActionIds, ...Object.values(captureToolbarItems), ...Object.values(captureDocumentIds)],
      auftragsliste: [...listActionIds, listPrintAction],
      auftragsvorlagen: [...templatesActionIds],
      register: [...registerActionIds, ...registerCheckIds],
      adressmanagement: [...adressmanagementActionIds],
      adresserfassung: [...adresserfassungActionIds],
      admin: [...adminActionIds, adminFileAction],
    },
  };
}
