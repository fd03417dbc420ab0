import { useEffect, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { defaultsOf, type RuleContext, type ScreenDocument } from '../../../engine/core';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';
import { asCopy, fromOrder, type CaptureData } from './orderPayload';
import { mergeServices } from './services';

type Json = Record<string, unknown>;
const CAPTURE = '/auftragsmanagement/auftragserfassung';
/** The user's default services with the order's stored values (orders.md §3 Service, §4). */
const withServices = async (data: CaptureData): Promise<CaptureData> => {
  const defaults = unwrap(await api.GET('/api/auftragdefaultservice')) as Json[];
  return {
    ...data,
    auftragServices: mergeServices(defaults, (data.auftragServices ?? []) as Json[], Boolean(data.id)),
  };
};

/**
 * What the capture form starts from: an edit by id, a copy (?copyId), a template (?vorlageId) over the defaults, or the
 * defaults (new order, reset). The defaults are the resolved capture document's own (`defaultsOf`): no value lives here.
 */
export function useCaptureData(document: ScreenDocument, context: RuleContext) {
  const { orderId } = useParams();
  const [search] = useSearchParams();
  const { notify } = useNotifier();
  const navigate = useNavigate();
  const copyId = search.get('copyId');
  const vorlageId = search.get('vorlageId');
  const [data, setData] = useState<CaptureData | null>(null);
  const [resets, setResets] = useState(0);

  useEffect(() => {
    let current = true;
    // The document may give an explicit reset (after save or cancel) other defaults than opening the page (orders.md §4).
    const defaults = () => defaultsOf(document, { ...context, data: {} }, resets ? 'reset' : 'open') as CaptureData;
    const load = async (): Promise<CaptureData> => {
      if (orderId)
        return fromOrder(
          unwrap(await api.GET('/api/auftraege/{id}', { params: { path: { id: Number(orderId) } } })) as Record<
            string,
            unknown
          >,
        );
      if (copyId)
        return asCopy(
          fromOrder(
            unwrap(await api.GET('/api/auftraege/{id}', { params: { path: { id: Number(copyId) } } })) as Record<
              string,
              unknown
            >,
          ),
          Number(copyId),
        );
      if (vorlageId) {
        const template = fromOrder(
          unwrap(
            await api.GET('/api/auftraege/vorlage/{id}', { params: { path: { id: Number(vorlageId) } } }),
          ) as Record<string, unknown>,
        );
        return defaultsOf(document, { ...context, data: template }) as CaptureData;
      }
      return defaults();
    };
    setData(null);
    load()
      .then(withServices)
      .then((d) => {
        if (current) setData(d);
      })
      .catch((error: unknown) => {
        notify(toNotifications(error));
        if (current) setData(defaults());
      });
    return () => {
      current = false;
    };
  }, [orderId, copyId, vorlageId, document, context, resets, notify]);

  // A reset leaves a copy or template for good: ?copyId / ?vorlageId would load the same source again.
  const reset = () => {
    setResets((n) => n + 1);
    if (copyId || vorlageId) navigate(CAPTURE, { replace: true });
  };
  // The form's draft name: one per order, copy source and template, one for a new order.
  const draftKey = orderId
    ? `auftrag.${orderId}`
    : copyId
      ? `auftrag.kopie.${copyId}`
      : vorlageId
        ? `auftrag.vorlage.${vorlageId}`
        : 'auftrag.neu';
  return { data, orderId: orderId ? Number(orderId) : null, reset, replace: setData, draftKey };
}
