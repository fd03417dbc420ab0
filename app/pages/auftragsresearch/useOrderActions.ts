import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';
import { infoNotification, listError } from './messages';
import type { Order } from './useOrderSearch';

const CAPTURE = '/auftragsmanagement/auftragserfassung';

/** The toolbar's row actions (orders.md §4, §5); each reloads the list afterwards through onDone. */
export function useOrderActions(selected: Order[], config: Record<string, string>, onDone: () => void) {
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const ids = selected.map((o) => o.id!).filter(Boolean);

  /** Runs an action that needs a selection; without one it says 'Bitte markieren Sie eine Zeile.'. */
  const withSelection = useCallback(
    (action: () => Promise<void> | void) => async () => {
      if (ids.length === 0) {
        notify([listError('keineZeile')]);
        return;
      }
      try {
        await action();
      } catch (error) {
        notify(toNotifications(error));
        onDone();
      }
    },
    [ids.length, notify, onDone],
  );

  const open = useCallback((order: Order) => navigate(`${CAPTURE}/${order.id}`), [navigate]);

  return {
    open,
    neu: () => navigate(CAPTURE),
    bearbeiten: withSelection(() => open(selected[selected.length - 1])),
    kopieren: withSelection(() => navigate(`${CAPTURE}?copyId=${selected[selected.length - 1].id}`)),
    uebertragen: withSelection(async () => {
      const marked = unwrap(await api.POST('/api/auftraege/uebertragen', { params: { query: { ids } } }));
      notify([
        marked.length === 1
          ? infoNotification('uebertragenEins')
          : infoNotification('uebertragenMehrere', { n: marked.length }),
      ]);
      onDone();
    }),
    uebertragungAbbrechen: withSelection(async () => {
      const removed = unwrap(await api.POST('/api/auftraege/resetStati', { params: { query: { ids } } }));
      notify([infoNotification('uebertragungAbgebrochen', { n: removed })]);
      onDone();
    }),
    loeschen: withSelection(async () => {
      unwrap(await api.DELETE('/api/auftraege/{id}', { params: { path: { id: ids[0] } } }));
      notify([infoNotification('geloescht', { nr: selected[0].spedeigennr ?? ids[0] })]);
      onDone();
    }),
    preisermittlung: withSelection(async () => {
      // The order type of a price request comes from the client configuration (openapi: POST /api/auftraege/typ).
      const typ = Number(config.preisanfrageTyp ?? 1);
      unwrap(await api.POST('/api/auftraege/typ', { params: { query: { typ, ids } } }));
      unwrap(await api.POST('/api/auftraege/typUebertragen', { params: { query: { ids } } }));
      notify([infoNotification('preisanfrage')]);
      onDone();
    }),
    withSelection,
  };
}
