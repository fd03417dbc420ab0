import { useEffect, useMemo, useState } from 'react';
import { DocumentView } from '../../../engine/react';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap, type Notification } from '../../api';
import { viewDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { offeredReports, printBlock, reportUrl, type PrintOrder } from '../../print';
import { capturePrintActions, capturePrintView } from './documentIds';

type Report = components['schemas']['ReportEintrag'];
const handled: readonly string[] = capturePrintActions;

/** Props of {@link CapturePrintMenu}: the open order (null while unsaved) and the screen's texts. */
export interface CapturePrintMenuProps {
  order: PrintOrder & { id: number | null };
  text: (key: string, arg?: string) => string;
}

/** The capture toolbar's print menu, laid out by its view document: report types from the server, printed for the open order. */
export function CapturePrintMenu({ order, text }: CapturePrintMenuProps) {
  const { notify } = useNotifier();
  const [reports, setReports] = useState<Report[] | null>(null);
  const error = (message: string): Notification => ({
    id: crypto.randomUUID(),
    fieldname: null,
    severity: 'ERROR',
    header: text('drucken'),
    message,
  });

  useEffect(() => {
    api
      .GET('/api/jasper-print/report-types')
      .then(unwrap)
      .then((list) => setReports(offeredReports(list)))
      .catch((e: unknown) => {
        setReports([]);
        notify(toNotifications(e));
      });
  }, [notify, text]);

  const print = async (report: Report) => {
    if (!order.id) {
      notify([error(text('druckenUngespeichert'))]);
      return;
    }
    // Refusals (the hand-over list in status 1) come from schemas/reports/berichte.json, shared with the order list.
    const blocked = printBlock(report, [order]);
    if (blocked) {
      notify([error(blocked)]);
      return;
    }
    try {
      const encrypted = unwrap(
        await api.GET('/api/jasper-print/encrypt-ids/{ids}', { params: { path: { ids: [order.id] } } }),
      );
      window.open(reportUrl(report.reportFileName, String(encrypted)), '_blank');
    } catch (e) {
      notify(toNotifications(e));
    }
  };

  const data = useMemo(() => ({ label: text('drucken'), berichte: reports }), [text, reports]);
  return (
    <DocumentView
      document={viewDocument(capturePrintView)}
      data={data}
      onAction={(id, item) => {
        if (handled.includes(id)) void print(item as Report);
      }}
    />
  );
}
