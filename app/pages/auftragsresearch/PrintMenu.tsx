import { useState } from 'react';
import { Button, Menu, MenuItem, PopoverNext, Tooltip } from '@blueprintjs/core';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { useNotifier } from '../../notifications';
import { offeredReports, printBlock, printText, reportUrl } from '../../print';
import { listError, listText } from './messages';
import type { Order } from './useOrderSearch';

type Report = components['schemas']['ReportEintrag'];

/** 'Drucken': loads the report types, checks the selection and opens the report in a new window. */
export function PrintMenu({ label, enabled, selected }: { label: string; enabled: boolean; selected: Order[] }) {
  const { notify } = useNotifier();
  const [reports, setReports] = useState<Report[] | null>(null);

  const load = () => {
    if (reports) return;
    api.GET('/api/jasper-print/report-types').then(unwrap)
      .then((list) => setReports(offeredReports(list)))
      .catch((error: unknown) => notify(toNotifications(error)));
  };

  const print = async (report: Report) => {
    if (selected.length === 0) { notify([listError('keineZeile')]); return; }
    const unsaved = selected.find((o) => !o.id);
    if (unsaved) { notify([listError('nichtGespeichert')]); return; }
    // Refusals (the hand-over list in status 1) come from schemas/reports/berichte.json, shared with the capture page.
    const blocked = printBlock(report, selected);
    if (blocked) { notify([errorNotification(blocked, listText('hinweis'))]); return; }
    try {
      const ids = selected.map((o) => o.id!);
      const encrypted = unwrap(await api.GET('/api/jasper-print/encrypt-ids/{ids}', { params: { path: { ids } } }));
      window.open(reportUrl(report.reportFileName, String(encrypted)), '_blank');
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const button = <Button icon="print" endIcon="caret-down" text={label} disabled={!enabled} />;
  if (!enabled) return <Tooltip content={listText('druckenLeer')}>{button}</Tooltip>;
  const content = (
    <Menu aria-label={printText('menue')}>
      {reports === null && <MenuItem disabled text={printText('laden')} />}
      {reports?.map((r) => <MenuItem key={r.id} text={r.label} onClick={() => void print(r)} />)}
    </Menu>
  );
  return <PopoverNext content={content} placement="bottom-start" onOpening={load}>{button}</PopoverNext>;
}
