import { Card, H3 } from '@blueprintjs/core';
import { useCallback, useMemo, useState } from 'react';
import { DocumentView, ScreenForm } from '../../../engine/react';
import { auftragsexportScreen, variantOverlays, viewDocument } from '../../documents';
import { errorNotification, toNotifications, type Notification, infoNotification } from '../../api';
import { downloadFile, XlsxBuildError } from '../../export';
import { useNotifier } from '../../notifications';
import { useMayExplain, useRuleContext } from '../../session';
import { screenTexts } from '../../texts';
import { exportFormats, exportProgressView } from './documentIds';
import { defaultRange, type ExportRequest, type ExportRun } from './exportPlan';
import { runExport } from './runExport';

const info = (message: string): Notification => infoNotification(auftragsexportScreen.title ?? '', message);
const text = screenTexts('auftragsexport.screen');

/** Props for stories and tests: the export run and the download can be replaced. */
export interface AuftragsexportPageProps {
  run?: ExportRun;
  save?: (file: File) => void;
}

/**
 * Monthly export (orders.md §2): period from the screen document, streamed download with progress (the view document
 * auftragsexportFortschritt); the document's submit actions ask for CSV or Excel (.xlsx) (documentIds.ts).
 */
export function AuftragsexportPage({ run = runExport, save = downloadFile }: AuftragsexportPageProps) {
  const context = useRuleContext();
  const mayExplain = useMayExplain();
  const { notify, success } = useNotifier();
  const initial = useMemo(() => defaultRange(), []);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);

  const onSubmit = useCallback(
    async (data: Record<string, unknown>, actionId?: string) => {
      setBusy(true);
      setProgress(null);
      try {
        const format = exportFormats[actionId as keyof typeof exportFormats] ?? 'csv';
        const request: ExportRequest = {
          datumVon: String(data.datumVon),
          datumBis: String(data.datumBis),
          format,
          sheet: text('xlsxBlatt'),
        };
        const { file } = await run(request, (done, total) => setProgress({ done, total }));
        if (!file) notify([info(text('keineAuftraege'))]);
        else {
          save(file);
          success(auftragsexportScreen.title ?? '', text('fertig', file.name));
        }
      } catch (error) {
        notify(error instanceof XlsxBuildError ? [errorNotification(text('xlsxFehler'))] : toNotifications(error));
      } finally {
        setBusy(false);
      }
    },
    [run, save, notify, success],
  );

  const shown = useMemo(
    () => ({ laeuft: busy, erledigt: progress?.done ?? 0, gesamt: progress?.total ?? 0 }),
    [busy, progress],
  );
  return (
    <Card elevation={1}>
      <H3>{auftragsexportScreen.title}</H3>
      <ScreenForm
        document={auftragsexportScreen}
        overlays={variantOverlays}
        context={context}
        formData={initial}
        disabled={busy}
        explain={mayExplain}
        onSubmit={(d, _form, actionId) => void onSubmit(d, actionId)}
      />
      <DocumentView document={viewDocument(exportProgressView)} data={shown} />
    </Card>
  );
}
