import { H5 } from '@blueprintjs/core';
import type { TitleFieldProps } from '@rjsf/utils';
import { RequiredMarker } from '../../shared';

/** Heading of an object or array that is not shown as a panel. */
export function TitleFieldTemplate(props: TitleFieldProps) {
  const { id, title, required, optionalDataControl } = props;
  return (
    <H5 id={id}>
      {title} {required && <RequiredMarker />}
      {optionalDataControl && <span style={{ float: 'right' }}>{optionalDataControl}</span>}
    </H5>
  );
}
