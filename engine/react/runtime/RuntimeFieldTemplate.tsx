import { memo, type ReactNode } from 'react';
import type { FieldTemplateProps } from '@rjsf/utils';
import { FieldTemplate } from '../theme';
import { FieldPathContext, useFormRuntime } from './context';
import { useFieldState, useMessages } from './hooks';

/**
 * The theme's FieldTemplate with rule state and messages from the form runtime: hidden fields
 * render nothing, the asterisk follows the required rule, messages sit under the field; `labelAddon` (the 'Warum?' button)
 * is handed to the theme's template.
 */
export const RuntimeFieldTemplate = memo(function RuntimeFieldTemplate(
  props: FieldTemplateProps & { labelAddon?: ReactNode },
) {
  const runtime = useFormRuntime();
  const path = props.fieldPathId.path.length ? props.fieldPathId.path.join('.') : null;
  const state = useFieldState(runtime, path);
  const messages = useMessages(runtime, path);
  if (!runtime || path === null) return <FieldTemplate {...props} />;
  if (state && !state.visible) return null;
  const rawErrors = messages.length ? messages.map((m) => m.message) : undefined;
  return (
    <FieldPathContext.Provider value={path}>
      <FieldTemplate
        {...props}
        required={Boolean(state?.required)}
        readonly={props.readonly || Boolean(state?.readOnly)}
        rawErrors={rawErrors}
        errorsInSummary={runtime.document?.errorDisplay === 'summary'}
      />
    </FieldPathContext.Provider>
  );
});
