import { Button, Classes, Dialog, H5, Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { gridColumns, type ColumnDocument } from '../../../engine/core';
import { DataGrid, useEngineProfile, type RowId } from '../../../engine/react';
import { berechnteileColumns, berechnteilpositionenColumns } from '../../documents';

type Row = Record<string, unknown>;
/** A calculated price part of GET /api/auftraege/brt/{auftragId} with its positions (orders.md §3 Price calculation). */
export type PricePart = Row & { berechnteilpositionen?: Row[] };

/** Props of {@link DailyPriceDialog}. */
export interface DailyPriceDialogProps {
  /** The order whose calculation is shown; null keeps the dialog closed. */
  orderId: number | null;
  /** Dialog title (the toolbar action's label). */
  title: string;
  /** Modal size from the action's document entry (orders.md §2 Modals: 90% wide, 690 px high); Blueprint's default without. */
  size?: { width: number | string; height: number | string };
  /** Text while the order has no calculated parts. */
  emptyText: string;
  /** Loads the calculated parts of an order (the page: the generated client). */
  load: (orderId: number) => Promise<PricePart[]>;
  onError?: (error: unknown) => void;
  onClose: () => void;
}

const numbered = (rows: Row[] | undefined) => (rows ?? []).map((row, i) => ({ ...row, nr: i + 1 }));
const noop = () => undefined;

function Table({ document, rows, selected, onSelect, emptyText }: {
  document: ColumnDocument; rows: Row[]; selected?: RowId; onSelect?: (id: RowId) => void; emptyText: string;
}) {
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(document, widthRule), [document, widthRule]);
  return (
    <section aria-label={document.title} style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <H5>{document.title}</H5>
      <DataGrid<Row> label={document.title} columns={columns} rows={rows} rowKey={document.rowKey} total={rows.length} page={1}
        pageSize={Math.max(rows.length, 1)} paged={false} fit sort={null} selectedIds={selected === undefined ? [] : [selected]} emptyText={emptyText}
        onPageChange={noop} onPageSizeChange={noop} onSortChange={noop} onSelectionChange={(ids) => { if (ids.length) onSelect?.(ids[ids.length - 1]); }} />
    </section>
  );
}

/**
 * The daily price (Tagespreis) of an order (orders.md §2 Modals, §4) in the size its action gives: table 'Berechnung' with the
 * calculated parts and 'Positionen der Berechnung' with the positions of the part chosen there; read-only.
 * The columns live in schemas/grids (berechnteile, berechnteilpositionen); both tables fit the dialog's width (grid `fit`), so
 * every header shows in full without scrolling sideways.
 */
export function DailyPriceDialog({ orderId, title, size, emptyText, load, onError, onClose }: DailyPriceDialogProps) {
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
    calls.current.load(orderId).then((found) => { if (current) setParts(found); }).catch((error: unknown) => {
      if (!current) return;
      setParts([]);
      calls.current.onError?.(error);
    });
    return () => { current = false; };
  }, [orderId]);

  const rows = useMemo(() => numbered(parts ?? []), [parts]);
  const positions = useMemo(() => numbered(parts?.[Number(selected) - 1]?.berechnteilpositionen), [parts, selected]);

  return (
    <Dialog isOpen={orderId !== null} onClose={onClose} title={title} icon="euro" style={size}>
      <div className={Classes.DIALOG_BODY} style={{ display: 'flex', flexDirection: 'column', gap: 12, minHeight: 0, flex: 1 }}>
        {parts === null ? <Spinner aria-label={`${title} wird geladen`} /> : (
          <>
            <Table document={berechnteileColumns} rows={rows} selected={rows.length ? selected : undefined} onSelect={setSelected} emptyText={emptyText} />
            <Table document={berechnteilpositionenColumns} rows={positions} emptyText={emptyText} />
          </>
        )}
      </div>
      <div className={Classes.DIALOG_FOOTER}>
        <div className={Classes.DIALOG_FOOTER_ACTIONS}><Button text="Schließen" onClick={onClose} /></div>
      </div>
    </Dialog>
  );
}
