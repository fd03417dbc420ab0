import { useMemo, useState } from 'react';
import { DocumentView } from '../../../engine/react';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { viewDocument } from '../../documents';
import { useNotifier } from '../../notifications';
import { offeredReports, printBlock, reportUrl } from '../../print';
import { listPrintActions, listPrintView, type ListPrintAction } from './documentIds';
import { listError, listText } from './messages';
import type { Order } from './useOrderSearch';

type Report = components['schemas']['ReportEintrag'];
const handled: readonly string[] = listPrintActions;

/** 'Drucken' laid out by the view document: loads the report types, checks the selection and opens the report in a new window. */
export function PrintMenu({ label, enabled, selected }: { label: string; enabled: boolean; selected: Order[] }) {
  const { notify } = useNotifier();
  const [reports, setReports] = useState<Report[] | null>(null);

  const load = () => {
    if (reports) return;
    api
      .GET('/api/jasper-print/report-types')
      .then(unwrap)
      .then((list) => setReports(offeredReports(list)))
      .catch((error: unknown) => notify(toNotifications(error)));
  };

  const print = async (report: Report) => {
    if (selected.length === 0) {
      notify([listError('keineZeile')]);
      return;
    }
    const unsaved = selected.find((o) => !o.id);
    if (unsaved) {
      notify([listError('nichtGespeichert')]);
      return;
    }
    // Refusals (the hand-over list in status 1) come from schemas/reports/berichte.json, shared with the capture page.
    const blocked = printBlock(report, selected);
    if (blocked) {
      notify([errorNotification(blocked, listText('hinweis'))]);
      return;
    }
    try {
      const ids = selected.map((o) => o.id!);
      const encrypted = unwrap(await api.GET('/api/jasper-print/encrypt-ids/{ids}', { params: { path: { ids } } }));
      window.open(reportUrl(report.reportFileName, String(encrypted)), '_blank');
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const actions: Record<ListPrintAction, (item?: unknown) => void> = {
    bericht: (report) => void print(report as Report),
    laden: load,
  };
  const data = useMemo(() => ({ label, aktiv: enabled, berichte: reports }), [label, enabled, reports]);
  return (
    <DocumentView
      document={viewDocument(listPrintView)}
      data={data}
      onAction={(id, item) => {
        if (handled.includes(id)) actions[id as ListPrintAction](item);
      }}
    />
  );
}
