import { useMemo } from 'react';
import { Classes, HTMLTable } from '@blueprintjs/core';
import { cellValue, formatCell } from '../../../../engine/core';
import type { GridColumn, RuleContext } from '../../../../engine/core';
import type { components } from '../../../../openapi';
import { listText } from '../messages';
import { orderTotals } from './totals';

type Order = components['schemas']['Auftrag'];

/** Tab Auftrag: the order's values in the list's columns, then the totals of its positions as the capture screen's Übersicht has them. */
export function OrderDetailsTab({ order, columns, context }: { order: Order; columns: GridColumn[]; context: RuleContext }) {
  const totals = useMemo(() => orderTotals(order as Record<string, unknown>, context), [order, context]);
  const rows: [string, string][] = [
    ...totals.verpackungen.map((v): [string, string] => [`${listText('verpackungen')}: ${v.name}`, formatCell(v.anzahl, 'integer')]),
    ...totals.lademittel.map((l): [string, string] => [`${listText('lademittel')}: ${l.name}`, formatCell(l.anzahl, 'integer')]),
    [listText('gewicht'), formatCell(totals.kg, 'number')],
    [listText('ldm'), formatCell(totals.ldm, 'number')],
    [listText('cbm'), formatCell(totals.cbm, 'number')],
    [listText('stp'), formatCell(totals.stp, 'number')],
  ];
  return (
    <div>
      <dl aria-label={listText('auftragsdetails')} style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px', margin: 0 }}>
        {columns.filter((c) => c.visible).map((c) => {
          const text = formatCell(cellValue(order, c, context), c.type);
          return text ? [<dt key={`${c.id}-t`} className={Classes.TEXT_MUTED}>{c.header}</dt>, <dd key={`${c.id}-d`} style={{ margin: 0 }}>{text}</dd>] : null;
        })}
      </dl>
      <HTMLTable compact aria-label={listText('summen')} style={{ marginTop: 12, width: '100%' }}>
        <caption style={{ textAlign: 'left', fontWeight: 600 }}>{listText('summen')}</caption>
        <tbody>{rows.map(([label, value]) => <tr key={label}><th scope="row">{label}</th><td style={{ textAlign: 'right' }}>{value}</td></tr>)}</tbody>
      </HTMLTable>
    </div>
  );
}
