import { useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { ScreenForm } from '../../../engine/react';
import { api, toNotifications, unwrap, type Notification } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { ruleSession } from '../../session';
import { mautOptionSources } from './mautOptionSources';

const NAME = 'mautrechner.screen';

/** Props of {@link MautBox}. */
export interface MautBoxProps {
  config: Record<string, string>;
}

/**
 * The toll calculator beside the login (account-admin.md §2; the document shows it only with isMautrechner): countries
 * from GET /api/maut/laender, the calculation from POST /api/maut/mautberechnung; its amount, or its message with {1}
 * filled by param, or the server's notifications when it refuses (today 501: the calculation comes with a later issue).
 */
export function MautBox({ config }: MautBoxProps) {
  const document = screenDocument(NAME);
  const [answer, setAnswer] = useState<{ text: string; intent: Intent } | Notification[] | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = (data: Record<string, unknown>) => {
    setBusy(true);
    setAnswer(null);
    const body = {
      abgangLKZ: String(data.abgangLKZ),
      abgangPlz: (data.abgangPlz as string | undefined) ?? null,
      empfaengerLKZ: String(data.empfaengerLKZ),
      empfaengerPlz: (data.empfaengerPlz as string | undefined) ?? null,
      gewicht: Number(data.gewicht),
    };
    api
      .POST('/api/maut/mautberechnung', { body })
      .then((result) => {
        const { mautbetrag, message, param } = unwrap(result);
        if (typeof mautbetrag === 'number') {
          const amount = mautbetrag.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
          setAnswer({
            text: String(document.messages?.ergebnis ?? '{1}').replace('{1}', amount),
            intent: Intent.SUCCESS,
          });
        } else setAnswer({ text: String(message ?? '').replace('{1}', param ?? ''), intent: Intent.WARNING });
      })
      .catch((error: unknown) => setAnswer(toNotifications(error)))
      .finally(() => setBusy(false));
  };
  return (
    <ScreenForm
      document={document}
      overlays={variantOverlays}
      context={{ session: ruleSession(null), config }}
      disabled={busy}
      optionSources={mautOptionSources}
      onSubmit={submit}
    >
      {answer && !Array.isArray(answer) && (
        <Callout intent={answer.intent} role="status">
          {answer.text}
        </Callout>
      )}
      {Array.isArray(answer) && (
        <Callout intent={Intent.DANGER} role="alert">
          {answer.map((n) => n.message).join(' ')}
        </Callout>
      )}
    </ScreenForm>
  );
}
