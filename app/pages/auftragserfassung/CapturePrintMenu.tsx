import { useEffect, useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap, type Notification } from '../../api';
import { useNotifier } from '../../notifications';
import { offeredReports, printBlock, printText, reportUrl, type PrintOrder } from '../../print';

type Report = components['schemas']['ReportEintrag'];

/** Props of {@link CapturePrintMenu}: the open order (null while unsaved) and the screen's texts. */
export interface CapturePrintMenuProps {
  order: PrintOrder & { id: number | null };
  text: (key: string, arg?: string) => string;
}

/** The capture toolbar's print menu: report types from the server; disabled with an explanation when there are none. */
export function CapturePrintMenu({ order, text }: CapturePrintMenuProps) {
  const { notify } = useNotifier();
  const [reports, setReports] = useState<Report[] | null>(null);
  const error = (message: string): Notification => ({ id: crypto.randomUUID(), fieldname: null, severity: 'ERROR', header: text('drucken'), message });

  useEffect(() => {
    api.GET('/api/jasper-print/report-types').then(unwrap)
      .then((list) => setReports(offeredReports(list)))
      .catch((e: unknown) => { setReports([]); notify(toNotifications(e)); });
  }, [notify, text]);

  const print = async (report: Report) => {
    if (!order.id) { notify([error(text('druckenUngespeichert'))]); return; }
    // Refusals (the hand-over list in status 1) come from schemas/reports/berichte.json, shared with the order list.
    const blocked = printBlock(report, [order]);
    if (blocked) { notify([error(blocked)]); return; }
    try {
      const encrypted = unwrap(await api.GET('/api/jasper-print/encrypt-ids/{ids}', { params: { path: { ids: [order.id] } } }));
      window.open(reportUrl(report.reportFileName, String(encrypted)), '_blank');
    } catch (e) {
      notify(toNotifications(e));
    }
  };

  const empty = reports !== null && reports.length === 0;
  const button = <Button icon="print" endIcon="caret-down" text={text('drucken')} disabled={empty} />;
  if (empty) return <Tooltip content={text('keineBerichte')}>{button}</Tooltip>;
  const content = (
    <Menu aria-label={printText('menue')}>
      {reports === null && <MenuItem disabled text={printText('laden')} />}
      {reports?.map((r) => <MenuItem key={r.id} text={r.label} onClick={() => void print(r)} />)}
    </Menu>
  );
  return <PopoverNext content={content} placement="bottom-start">{button}</PopoverNext>;
}
