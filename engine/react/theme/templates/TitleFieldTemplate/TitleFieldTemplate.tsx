import { H5 } from '@blueprintjs/core';
import type { FormContextType, RJSFSchema, StrictRJSFSchema, TitleFieldProps } from '@rjsf/utils';
import { RequiredMarker } from '../../shared';

/** Heading of an object or array that is not shown as a panel. */
export function TitleFieldTemplate<T = any, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = any>(
  props: TitleFieldProps<T, S, F>,
) {
  const { id, title, required, optionalDataControl } = props;
  return (
    <H5 id={id}>
      {title} {required && <RequiredMarker />}
      {optionalDataControl && <span style={{ float: 'right' }}>{optionalDataControl}</span>}
    </H5>
  );
}
