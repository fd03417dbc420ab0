import { useEffect, useMemo, useRef, useState } from 'react';
import { DocumentView, type RowId } from '../../../engine/react';
import { berechnteileColumns, berechnteilpositionenColumns, viewDocument } from '../../documents';
import { dailyPriceActions, dailyPriceView, type DailyPriceAction } from './documentIds';

type Row = Record<string, unknown>;
/** A calculated price part of GET /api/auftraege/brt/{auftragId} with its positions (orders.md §3 Price calculation). */
export type PricePart = Row & { berechnteilpositionen?: Row[] };

/** Props of {@link DailyPriceDialog}. */
export interface DailyPriceDialogProps {
  /** The order whose calculation is shown; null keeps the dialog closed. */
  orderId: number | null;
  /** Modal size from the action's document entry (orders.md §2 Modals: 90% wide, 690 px high); Blueprint's default without. */
  size?: { width: number | string; height: number | string };
  /** Loads the calculated parts of an order (the page: the generated client). */
  load: (orderId: number) => Promise<PricePart[]>;
  onError?: (error: unknown) => void;
  onClose: () => void;
}

const numbered = (rows: Row[] | undefined) => (rows ?? []).map((row, i) => ({ ...row, nr: i + 1 }));
const handled: readonly string[] = dailyPriceActions;

/**
 * The daily price (Tagespreis) of an order (orders.md §2 Modals, §4), laid out by the view document `tagespreis`: this
 * component loads the calculated parts, numbers them and gives the positions of the part chosen in 'Berechnung'.
 */
export function DailyPriceDialog({ orderId, size, load, onError, onClose }: DailyPriceDialogProps) {
  const [parts, setParts] = useState<PricePart[] | null>(null);
  const [selected, setSelected] = useState<RowId>(1);
  // The latest callbacks, so a caller passing new functions on every render does not load again.
  const calls = useRef({ load, onError });
  calls.current = { load, onError };

  useEffect(() => {
    if (orderId === null) return undefined;
    let current = true;
    setParts(null);
    setSelected(1);
    calls.current
      .load(orderId)
      .then((found) => {
        if (current) setParts(found);
      })
      .catch((error: unknown) => {
        if (!current) return;
        setParts([]);
        calls.current.onError?.(error);
      });
    return () => {
      current = false;
    };
  }, [orderId]);

  const data = useMemo(
    () => ({
      offen: orderId !== null,
      groesse: size,
      geladen: parts !== null,
      teile: numbered(parts ?? []),
      auswahl: selected,
      positionen: numbered(parts?.[Number(selected) - 1]?.berechnteilpositionen),
    }),
    [orderId, size, parts, selected],
  );
  const actions: Record<DailyPriceAction, (item?: unknown) => void> = {
    schliessen: onClose,
    teilWaehlen: (id) => setSelected(id as RowId),
  };
  const columns = useMemo(
    () => ({
      [berechnteileColumns.id]: berechnteileColumns,
      [berechnteilpositionenColumns.id]: berechnteilpositionenColumns,
    }),
    [],
  );

  return (
    <DocumentView
      document={viewDocument(dailyPriceView)}
      data={data}
      columns={columns}
      onAction={(id, item) => {
        if (handled.includes(id)) actions[id as DailyPriceAction](item);
      }}
    />
  );
}
