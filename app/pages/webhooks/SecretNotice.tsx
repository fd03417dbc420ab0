import { Callout, InputGroup, Label } from '@blueprintjs/core';
import { useId } from 'react';
import { screenTexts } from '../../texts';

const text = screenTexts('webhooks.screen');

/** The secret of an endpoint, shown once after creating or renewing it, read-only to copy. */
export function SecretNotice({ secret }: { secret: string }) {
  const id = useId();
  return (
    <Callout intent="warning" icon="key" title={text('geheimnisTitel')}>
      <p>{text('geheimnisHinweis')}</p>
      <Label htmlFor={id}>{text('geheimnisFeld')}</Label>
      <InputGroup id={id} readOnly value={secret} onFocus={(e) => e.currentTarget.select()} className="don-mono" />
    </Callout>
  );
}
