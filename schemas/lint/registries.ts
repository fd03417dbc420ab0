import { hasWidget, type RJSFSchema } from '@rjsf/utils';
import { isKnownOperation, type LintRegistries } from '../../engine/core';
import { boundWidgets } from '../../engine/react/runtime';
import { optionSourceIds } from '../../app/pages/OrderCapturePage/optionSources';

/**
 * The registries documents name ids of, read from the running code itself (no second list): the widgets rjsf resolves
 * with the portal's registry (type-dependent names such as 'select' included), the app's option sources, the engine's
 * JSON-Logic operations.
 */
export function portalRegistries(): LintRegistries {
  return {
    widget: (name, schema) => hasWidget(schema as RJSFSchema, name, boundWidgets),
    widgetNames: Object.keys(boundWidgets).filter((n) => !n.endsWith('Widget')).concat(['select', 'textarea', 'password', 'date', 'radio', 'text', 'hidden']),
    optionSources: optionSourceIds,
    isOperation: isKnownOperation,
  };
}
