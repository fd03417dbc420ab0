import { Callout, Intent } from '@blueprintjs/core';
import { useFormRuntime, useMessages } from '../runtime';

/** All messages of the form in one alert above it, each text once (screens with errorDisplay 'summary'). */
export function MessageSummary() {
  const runtime = useFormRuntime();
  const messages = useMessages(runtime, '*');
  if (!messages.length) return null;
  return (
    <Callout intent={Intent.DANGER} role="alert">
      {[...new Set(messages.map((m) => m.message))].join(' ')}
    </Callout>
  );
}
