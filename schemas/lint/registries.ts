import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { isKnownOperation, type LintRegistries } from '../../engine/core';
import { boundWidgets } from '../../engine/react/runtime';
import { optionSourceIds } from '../../app/pages/OrderCapturePage/optionSources';
import { captureActionIds, captureDocumentIds, captureToolbarItems } from '../../app/pages/OrderCapturePage/documentIds';
import { listActionIds, listPrintAction } from '../../app/pages/OrderListPage/documentIds';
import { templatesActionIds } from '../../app/pages/TemplatesPage/documentIds';

const TYPES: RJSFSchema[] = [{ type: 'string' }, { type: 'number' }, { type: 'integer' }, { type: 'boolean' }, { type: 'array', items: { type: 'string' } }];

/** The names a document may write, for hints: registered names and the short names rjsf maps to them ('select'). */
function widgetNames(): string[] {
  const candidates = Object.keys(boundWidgets).flatMap((name) => [name, name.replace(/Widget$/, '').toLowerCase()]);
  return [...new Set(candidates)].filter((name) => !/Widget$/.test(name) && TYPES.some((schema) => hasWidget(schema, name, boundWidgets)));
}

/**
 * The registries documents name ids of, read from the running code itself (no second list): the widgets rjsf resolves
 * with the portal's registry (type-dependent names such as 'select' included), the app's option sources, the engine's
 * JSON-Logic operations, the action ids each page's handler map is typed by and the ids pages look up.
 */
export function portalRegistries(): LintRegistries {
  return {
    widget: (name, schema) => hasWidget(schema as RJSFSchema, name, boundWidgets),
    widgetNames: widgetNames(),
    optionSources: optionSourceIds,
    isOperation: isKnownOperation,
    actions: {
      auftrag: [...captureActionIds, ...Object.values(captureToolbarItems)],
      auftragsliste: [...listActionIds, listPrintAction],
      auftragsvorlagen: [...templatesActionIds],
    },
    reads: {
      auftrag: [...captureActionIds, ...Object.values(captureToolbarItems), ...Object.values(captureDocumentIds)],
      auftragsliste: [...listActionIds, listPrintAction],
      auftragsvorlagen: [...templatesActionIds],
    },
  };
}
