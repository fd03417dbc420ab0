import { Card, H2 } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { ScreenForm, type FormControls } from '../../../engine/react';
import { api, fieldMessages, toNotifications, unwrap } from '../../api';
import { screenDocument, variantOverlays } from '../../documents';
import { useNotifier } from '../../notifications';
import { screenTexts } from '../../texts';
import { useMayExplain, useRuleContext } from '../../session';
import { asCopy, fromAddress, toPayload } from './addressData';
import type { AdresserfassungActionId } from './documentIds';
import { adresserfassungOptionSources } from './optionSources';

type Json = Record<string, unknown>;
/** The address management the page returns to (account-admin.md §4). */
const LIST = '/masterdata/adressmanagement';
/** The texts of the page's document. */
const text = screenTexts('adresserfassung.screen');

/**
 * /masterdata/adresserfassung[/{id}] (account-admin.md §2, §4): a new address, a stored one (by id) or a copy (?copyId) as
 * the engine renders adresserfassung.screen.json. A save creates or updates, tells so and returns to the list.
 */
export function AdresserfassungPage() {
  const document = screenDocument('adresserfassung.screen');
  const context = useRuleContext();
  const mayExplain = useMayExplain();
  const { notify, success } = useNotifier();
  const navigate = useNavigate();
  const { id } = useParams();
  const [search] = useSearchParams();
  const copyId = search.get('copyId');
  const mandantId = search.get('mandantId');
  const [data, setData] = useState<Json | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    const read = async (address: string) =>
      unwrap(await api.GET('/api/adressen/{id}', { params: { path: { id: Number(address) } } })) as Json;
    const load = async (): Promise<Json> => {
      if (id) return fromAddress(await read(id));
      if (copyId) return asCopy(await read(copyId), Number(copyId));
      return mandantId ? { mandantId: Number(mandantId) } : {};
    };
    setData(null);
    load()
      .then((d) => {
        if (current) setData(d);
      })
      .catch((error: unknown) => {
        notify(toNotifications(error));
        if (current) navigate(LIST);
      });
    return () => {
      current = false;
    };
  }, [id, copyId, mandantId, notify, navigate]);

  const actions = useMemo<Record<AdresserfassungActionId, () => void>>(
    () => ({ abbrechen: () => navigate(LIST) }),
    [navigate],
  );
  const submit = (form: Json, controls: FormControls) => {
    const body = toPayload(form);
    const stored = typeof body.id === 'number' ? body.id : undefined;
    setBusy(true);
    const saved = stored
      ? api.PUT('/api/adressen/{id}', { params: { path: { id: stored } }, body: body as never })
      : api.POST('/api/adressen', { body: body as never });
    saved
      .then((result) => {
        const address = unwrap(result) as Json;
        success(document.title ?? '', text(stored ? 'aktualisiert' : 'angelegt', String(address.name ?? '')));
        navigate(LIST);
      })
      .catch((error: unknown) => {
        const fields = fieldMessages(error);
        if (fields.length) controls.showErrors?.(fields);
        else notify(toNotifications(error));
      })
      .finally(() => setBusy(false));
  };
  const title = !data
    ? document.title
    : data.id
      ? text('titelAendern', String(data.name ?? ''))
      : copyId
        ? text('titelKopie', String(data.name ?? ''))
        : text('titelNeu');

  return (
    <Card elevation={1} style={{ maxWidth: 960 }}>
      <H2>{title}</H2>
      {data && (
        <ScreenForm
          document={document}
          overlays={variantOverlays}
          context={context}
          formData={data}
          disabled={busy}
          optionSources={adresserfassungOptionSources}
          explain={mayExplain}
          onSubmit={submit}
          onAction={(action) => actions[action as keyof typeof actions]?.()}
        />
      )}
    </Card>
  );
}
