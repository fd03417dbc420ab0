import { useCallback, useEffect, useMemo, useState } from 'react';
import { Card, Classes } from '@blueprintjs/core';
import { useParams } from 'react-router-dom';
import { DocumentView } from '../../../engine/react';
import { api, toNotifications, unwrap } from '../../api';
import { viewDocument } from '../../documents';
import { sendungsverfolgungView, type SendungsverfolgungAction, type SendungsverfolgungRead } from './documentIds';
import { trackingData, type TrackingAnswer } from './trackingData';

const problemText = (error: unknown) =>
  toNotifications(error)
    .map((n) => n.message)
    .join(' ');

/**
 * /sendungsverfolgung/{token}: the recipient's tracking page behind the link of the status mails (docs/tracking.md), no
 * login; under …/abmelden it also offers to unsubscribe from the mails (a button: a mail scanner opening the link
 * unsubscribes nobody). Everything it shows comes from the view document sendungsverfolgung.view.json.
 */
export function SendungsverfolgungPage() {
  const { token = '', aktion } = useParams();
  const unsubscribePage = aktion === 'abmelden';
  const view = viewDocument(sendungsverfolgungView);
  const text = useCallback((key: SendungsverfolgungRead) => view.messages?.[key] ?? key, [view]);
  const [answer, setAnswer] = useState<TrackingAnswer | null>(null);
  const [error, setError] = useState('');

  const load = useCallback(async () => {
    try {
      setAnswer(unwrap(await api.GET('/api/sendungsverfolgung/{token}', { params: { path: { token } } })));
    } catch (e) {
      setError(problemText(e));
    }
  }, [token]);
  useEffect(() => {
    void load();
  }, [load]);

  const onAction = useCallback(
    (id: string) => {
      if ((id as SendungsverfolgungAction) !== 'abmelden') return;
      void (async () => {
        try {
          unwrap(await api.POST('/api/sendungsverfolgung/{token}/abmelden', { params: { path: { token } } }));
          await load();
        } catch (e) {
          setError(problemText(e));
        }
      })();
    },
    [token, load],
  );

  const data = useMemo(() => {
    if (!answer) return { geladen: false, fehler: error };
    const texts = {
      ganztaegig: text('ganztaegig'),
      zeitAb: text('zeitAb'),
      zeitVonBis: text('zeitVonBis'),
      unterschriftLiegtVor: text('unterschriftLiegtVor'),
      unterschriftFehlt: text('unterschriftFehlt'),
    };
    return { ...trackingData(answer, texts, unsubscribePage), fehler: error };
  }, [answer, error, text, unsubscribePage]);

  return (
    <main className="don-tracking">
      <Card elevation={1} className="don-tracking-card">
        <h1 className={Classes.HEADING}>{text('titel')}</h1>
        <DocumentView document={view} data={data} onAction={onAction} />
      </Card>
    </main>
  );
}
