import { Callout, Classes, Intent } from '@blueprintjs/core';
import type { ErrorListProps } from '@rjsf/utils';
import { engineTexts as T } from '../../../../core';

/** Summary of all errors above or below the form as a danger Callout; role="alert" announces it after a submit. */
export function ErrorListTemplate(props: ErrorListProps) {
  const { errors } = props;
  return (
    <Callout intent={Intent.DANGER} role="alert" title={T.checkInput} style={{ marginBottom: 15 }}>
      <ul className={Classes.LIST}>
        {errors.map((error, index) => (
          <li key={index}>{error.stack}</li>
        ))}
      </ul>
    </Callout>
  );
}
