import { Card, H3 } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { gridColumns, type OptionSources } from '../../../engine/core';
import { DocumentView, ScreenForm, useEngineProfile } from '../../../engine/react';
import type { components } from '../../../openapi';
import { api, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays, viewDocument } from '../../documents';
import { downloadFile, tableCsv } from '../../export';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { accountingView, type AccountingActionId, type AccountingOptionSourceId } from './documentIds';
import { monthChoices, monthName, monthOf } from './months';

type Accounting = components['schemas']['Abrechnung'];
const text = screenTexts('accounting.screen');

const SOURCES: Record<AccountingOptionSourceId, () => Promise<Record<string, unknown>[]>> = {
  monate: () => Promise.resolve(monthChoices(new Date())),
};
const optionSources: OptionSources = (source) =>
  Object.hasOwn(SOURCES, source)
    ? SOURCES[source as AccountingOptionSourceId]()
    : Promise.reject(new Error(`Unbekannte Optionsquelle '${source}'`));

/** Props for stories and tests: the first month shown (default: the current one). */
export interface AccountingPageProps {
  monat?: string;
}

/**
 * /accounting (account-admin.md §2 Other; the overview is decided in docs/decisions.md): the month's priced orders from
 * the stored price parts with their totals (GET /api/abrechnung), and the list as CSV in the columns of its document.
 */
export function AccountingPage({ monat: first }: AccountingPageProps) {
  const screen = screenDocument('accounting.screen');
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const widthRule = useEngineProfile().grid.columnWidth;
  const initial = useMemo(() => ({ monat: first ?? monthOf(new Date()) }), [first]);
  const [shown, setShown] = useState<Accounting | null>(null);
  const [busy, setBusy] = useState(false);

  // The month last asked for: choosing another one in the list shows it at once.
  const asked = useRef('');
  const load = useCallback(
    async (monat: string) => {
      asked.current = monat;
      setBusy(true);
      try {
        const answer = unwrap(await api.GET('/api/abrechnung', { params: { query: { monat } } }));
        setShown(answer);
        return answer;
      } catch (error) {
        notify(toNotifications(error));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  useEffect(() => void load(initial.monat), [load, initial]);

  const actions: Record<AccountingActionId, (monat: string) => Promise<void>> = {
    anzeigen: async (monat) => void (await load(monat)),
    exportieren: async (monat) => {
      const answer = shown?.monat === monat ? shown : await load(monat);
      if (!answer?.zeilen.length) return;
      const name = text('datei', monat);
      const columns = gridColumns(columnDocument('accounting.columns'), widthRule);
      downloadFile(new File([tableCsv(answer.zeilen, columns, context)], name, { type: 'text/csv;charset=utf-8' }));
      success(screen.title ?? '', text('exportiert', name));
    },
  };
  const data = useMemo(
    () => ({ ...shown, monatName: shown ? monthName(shown.monat) : '', laeuft: busy }),
    [shown, busy],
  );
  const columns = useMemo(() => {
    const doc = columnDocument('accounting.columns');
    return { [doc.id]: doc };
  }, []);

  return (
    <Card elevation={1}>
      <H3>{screen.title}</H3>
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={initial}
        disabled={busy}
        optionSources={optionSources}
        ruleData={{ anzahl: shown?.zeilen.length ?? 0, laeuft: busy }}
        onChange={(d) => {
          if (typeof d.monat === 'string' && d.monat && d.monat !== asked.current) void load(d.monat);
        }}
        onSubmit={(d, _form, actionId) =>
          void actions[(actionId ?? 'anzeigen') as AccountingActionId]?.(String(d.monat))
        }
      />
      <DocumentView document={viewDocument(accountingView)} data={data} columns={columns} />
    </Card>
  );
}
