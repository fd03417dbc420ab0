import { useState } from 'react';
import { Button, Menu, MenuItem, Popover, Tooltip } from '@blueprintjs/core';
import { api, toNotifications, unwrap } from '../../api';
import type { components } from '../../../openapi';
import { useNotifier } from '../../notifications';
import { listError, listText } from './messages';
import type { Order } from './useOrderSearch';

type Report = components['schemas']['ReportEintrag'];

/** Where reports open (orders.md §7: "the report server path"; the path itself is not shown). */
export const REPORT_PATH = '/berichte';
/** The report file excluded from the print menu (orders.md §5; which one is not shown). */
export const EXCLUDED_REPORT = 'intern_vorlage.jasper';
/** The status name for which the hand-over list cannot be printed yet (orders.md §5). */
const NOT_YET_PRINTABLE = 'erfasst Internet';

/** 'Drucken': loads the report types, checks the selection and opens the report in a new window. */
export function PrintMenu({ label, enabled, selected }: { label: string; enabled: boolean; selected: Order[] }) {
  const { notify } = useNotifier();
  const [reports, setReports] = useState<Report[] | null>(null);

  const load = () => {
    if (reports) return;
    api.GET('/api/jasper-print/report-types').then(unwrap)
      .then((list) => setReports(list.filter((r) => r.reportFileName !== EXCLUDED_REPORT)))
      .catch((error: unknown) => notify(toNotifications(error)));
  };

  const print = async (report: Report) => {
    if (selected.length === 0) { notify([listError('keineZeile')]); return; }
    const unsaved = selected.find((o) => !o.id);
    if (unsaved) { notify([listError('nichtGespeichert')]); return; }
    const early = /bernahme/i.test(report.reportFileName) && selected.find((o) => o.status?.kurzBezeichnung === NOT_YET_PRINTABLE);
    if (early) { notify([listError('uebernahmeliste', { nr: early.spedeigennr ?? early.id ?? '' })]); return; }
    try {
      const ids = selected.map((o) => o.id!);
      const encrypted = unwrap(await api.GET('/api/jasper-print/encrypt-ids/{ids}', { params: { path: { ids } } }));
      window.open(`${REPORT_PATH}?reportNames=${encodeURIComponent(report.reportFileName)}&ids=${encodeURIComponent(String(encrypted))}`, '_blank');
    } catch (error) {
      notify(toNotifications(error));
    }
  };

  const button = <Button icon="print" endIcon="caret-down" text={label} disabled={!enabled} />;
  if (!enabled) return <Tooltip content={listText('druckenLeer')}>{button}</Tooltip>;
  const content = (
    <Menu aria-label="Berichte">
      {reports === null && <MenuItem disabled text="Berichte werden geladen …" />}
      {reports?.map((r) => <MenuItem key={r.id} text={r.label} onClick={() => void print(r)} />)}
    </Menu>
  );
  return <Popover content={content} placement="bottom-start" onOpening={load}>{button}</Popover>;
}
