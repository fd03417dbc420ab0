import { useMemo, type MouseEvent } from 'react';
import { Callout, Classes, Intent } from '@blueprintjs/core';
import { fieldElementId, focusField, useFormRuntime, useMessages, useValueState } from '../runtime';
import { locateMessages } from './refuse';

const LINK_STYLE = { textDecoration: 'underline' } as const;

/**
 * The messages of the last refused save that are still open, in display order, each with a link to its field ('Empfänger ›
 * Name'): a click switches to its tab or opens its dialog and focuses it. The heading is the document's `messages.errorSummary`.
 * A message disappears when its field changes; the summary with the last one.
 */
export function ErrorSummary() {
  const runtime = useFormRuntime();
  const paths = useValueState(runtime?.summary, null);
  const messages = useMessages(runtime, '*');
  const items = useMemo(
    () =>
      runtime && paths
        ? locateMessages(
            runtime,
            messages.filter((m) => paths.includes(m.field)),
          )
        : [],
    [runtime, paths, messages],
  );
  if (!runtime || !items.length) return null;
  const heading = runtime.document?.messages?.errorSummary;
  const jump = (field: string) => (event: MouseEvent) => {
    event.preventDefault();
    focusField(runtime, field);
  };
  return (
    // The links are underlined: inside the message text colour alone does not tell them apart (WCAG 1.4.1, axe link-in-text-block).
    <Callout
      intent={Intent.DANGER}
      role="alert"
      aria-label={heading}
      title={heading}
      compact
      style={{ marginTop: 8, maxHeight: '30vh', overflowY: 'auto' }}
    >
      <ul className={Classes.LIST}>
        {items.map(({ message, at }) => (
          <li key={`${message.field}|${message.rule}|${message.message}`}>
            {at ? (
              <>
                <a href={`#${fieldElementId(at.path)}`} onClick={jump(message.field)} style={LINK_STYLE}>
                  {at.label.join(' › ')}
                </a>
                : {message.message}
              </>
            ) : (
              message.message
            )}
          </li>
        ))}
      </ul>
    </Callout>
  );
}
