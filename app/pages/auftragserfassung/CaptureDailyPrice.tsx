import { auftragserfassungScreen } from '../../documents';
import { api, toNotifications, unwrap } from '../../api';
import { useNotifier } from '../../notifications';
import { DailyPriceDialog, type PricePart } from './DailyPriceDialog';
import { captureDocumentIds } from './documentIds';

const ACTION = auftragserfassungScreen.actions?.find((a) => a.id === captureDocumentIds.tagespreis);

/** The calculated parts of an order by its id (orders.md §4: 'the calculated parts are fetched by order id'). */
export async function loadPriceParts(auftragId: number): Promise<PricePart[]> {
  return unwrap(await api.GET('/api/auftraege/brt/{auftragId}', { params: { path: { auftragId } } })) as PricePart[];
}

/** The capture screen's daily price dialog, opened by the document's action 'tagespreis' for the current order. */
export function CaptureDailyPrice({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const { notify } = useNotifier();
  return (
    <DailyPriceDialog
      orderId={orderId}
      size={ACTION?.modal}
      load={loadPriceParts}
      onError={(error) => notify(toNotifications(error))}
      onClose={onClose}
    />
  );
}
