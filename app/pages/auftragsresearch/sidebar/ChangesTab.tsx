import { useEffect, useMemo, useState } from 'react';
import { DocumentView } from '../../../../engine/react';
import type { components } from '../../../../openapi';
import { api, toNotifications, unwrap } from '../../../api';
import { screenDocument, viewDocument } from '../../../documents';
import { useNotifier } from '../../../notifications';
import { listTabViews } from '../documentIds';
import { changeLines, type ChangeTexts } from './changes';

type Change = components['schemas']['Aenderung'];

/**
 * Tab Änderungen (view document seitenleisteAenderungen): the order's change log, newest first, each changed field with
 * its label from the capture document, old → new, when and who (with the API key or the impersonating admin).
 */
export function ChangesTab({ orderId, version }: { orderId: number; version?: number }) {
  const document = viewDocument(listTabViews.aenderungen);
  const { notify } = useNotifier();
  const [changes, setChanges] = useState<Change[] | null>(null);
  useEffect(() => {
    let current = true;
    setChanges(null);
    api
      .GET('/api/aenderungen/auftrag/{id}', { params: { path: { id: orderId } } })
      .then(unwrap)
      .then((list) => current && setChanges(list))
      .catch((error: unknown) => {
        if (current) setChanges([]);
        notify(toNotifications(error));
      });
    return () => {
      current = false;
    };
  }, [orderId, version, notify]);
  const data = useMemo(() => {
    const messages = document.messages ?? {};
    const text: ChangeTexts = (key, ...args) =>
      args.reduce((t, arg, i) => t.replace(`{${i + 1}}`, arg), messages[key] ?? key);
    const schema = screenDocument('auftragserfassung.screen').dataSchema as Parameters<typeof changeLines>[1];
    return { geladen: changes !== null, eintraege: changes ? changeLines(changes, schema, text) : [] };
  }, [document, changes]);
  return <DocumentView document={document} data={data} />;
}
