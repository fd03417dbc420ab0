import { useState } from 'react';
import { Callout, Intent } from '@blueprintjs/core';
import { ScreenForm, type FormControls } from '../../../engine/react';
import { api, fieldMessages, toNotifications, unwrap, type Notification } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { ruleSession } from '../../session';
import { mautOptionSources } from './mautOptionSources';

const NAME = 'mautrechner.screen';
const EURO = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

/** Props of {@link MautBox}. */
export interface MautBoxProps {
  config: Record<string, string>;
}

type Answer = { amount: string; explanation: string } | Notification[] | null;

const plz = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The toll calculator beside the login (account-admin.md §2; the document shows it only with isMautrechner): countries
 * from GET /api/maut/laender, the estimate from POST /api/maut/mautberechnung as an amount in euro with the server's
 * explanation; refusals on their fields, other failures (429 after too many requests) above the button. The form is
 * disabled while a request runs (§4 Toll request).
 */
export function MautBox({ config }: MautBoxProps) {
  const document = screenDocument(NAME);
  const [answer, setAnswer] = useState<Answer>(null);
  const [busy, setBusy] = useState(false);
  const submit = (data: Record<string, unknown>, form: FormControls) => {
    setBusy(true);
    setAnswer(null);
    const body = {
      abgangLKZ: String(data.abgangLKZ),
      abgangPlz: plz(data.abgangPlz),
      empfaengerLKZ: String(data.empfaengerLKZ),
      empfaengerPlz: plz(data.empfaengerPlz),
      gewicht: Number(data.gewicht),
    };
    api
      .POST('/api/maut/mautberechnung', { body })
      .then((result) => {
        const { mautbetrag, message } = unwrap(result);
        setAnswer({ amount: EURO.format(mautbetrag ?? 0), explanation: message ?? '' });
      })
      .catch((error: unknown) => {
        const fields = fieldMessages(error);
        if (fields.length) form.showErrors?.(fields);
        else setAnswer(toNotifications(error));
      })
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
        <Callout intent={Intent.SUCCESS} role="status" className="don-maut-ergebnis">
          <strong>{String(document.messages?.ergebnis ?? '{1}').replace('{1}', answer.amount)}</strong>
          <p>{answer.explanation}</p>
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
