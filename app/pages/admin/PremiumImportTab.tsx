import { Callout, H3, Intent } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { evaluate, gridColumns } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile } from '../../../engine/react';
import { api, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { downloadFile, xlsxTemplate } from '../../export';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { FileChoice } from './FileChoice';
import { ImportProgress } from './ImportProgress';
import { premiumFileAction, type PremiumimportActionId } from './documentIds';
import { usePremiumImport, type PremiumPreviewRow } from './usePremiumImport';

type Json = Record<string, unknown>;
type Area = Json & { zeile: number };

/** A client-side page of rows: the preview and the stored areas are read whole. */
function usePaged<T>(rows: T[]) {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  return {
    page,
    pageSize,
    shown: rows.slice((page - 1) * pageSize, page * pageSize),
    setPage,
    setPageSize: (n: number) => {
      setPageSize(n);
      setPage(1);
    },
  };
}

/**
 * Tab Premiumimport of /admin (account-admin.md §2 'Premium import (.xlsx) only if isBexPremium is set'): choose an .xlsx,
 * see every row of the sheet with its row number and errors, import all or nothing ('Datei erfolgreich importiert'), and
 * the premium areas stored now. Sheet, columns, rules and texts are premiumimport.screen.json's.
 */
export function PremiumImportTab() {
  const screen = screenDocument('premiumimport.screen');
  const settings = screen.settings!.sheetImport!;
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const importer = usePremiumImport(screen, settings, context);
  const { text } = importer;
  const [sending, setSending] = useState(false);
  const [areas, setAreas] = useState<Area[]>([]);
  const preview = usePaged(importer.rows);
  const stored = usePaged(areas);
  const widthRule = useEngineProfile().grid.columnWidth;
  const previewColumns = useMemo(() => gridColumns(columnDocument('premiumimport.columns'), widthRule), [widthRule]);
  const areaColumns = useMemo(() => gridColumns(columnDocument('premiumgebiete.columns'), widthRule), [widthRule]);
  const laeuft = sending || importer.progress !== null;
  const formData = useMemo<Json>(
    () => ({ datei: importer.datei, zeilen: importer.rows.length, fehlerZeilen: importer.bad.length, laeuft }),
    [importer.datei, importer.rows.length, importer.bad.length, laeuft],
  );
  const fileAction = screen.actions?.find((a) => a.id === premiumFileAction);

  const loadAreas = useCallback(async () => {
    try {
      setAreas(unwrap(await api.GET('/api/premium/gebiete')) as Area[]);
      stored.setPage(1);
    } catch (error) {
      notify(toNotifications(error));
    }
    // stored.setPage is a state setter: stable.
  }, [notify]);
  useEffect(() => void loadAreas(), [loadAreas]);

  const runImport = async () => {
    if (!importer.file) return;
    const form = new FormData();
    form.append('file', importer.file, importer.file.name);
    form.append(
      'metadata',
      new Blob([JSON.stringify({ dateiname: importer.file.name })], { type: 'application/json' }),
    );
    setSending(true);
    try {
      unwrap(await api.POST('/api/premium/upload', { body: form as never }));
      success(screen.title ?? '', text('importiert'));
      importer.clear();
      preview.setPage(1);
      await loadAreas();
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setSending(false);
    }
  };
  const columns = settings.columns.map((c) => ({ header: c.header, type: c.type === 'integer' ? 'integer' : 'code' }));
  const actions: Record<PremiumimportActionId, () => void> = {
    vorlage: () =>
      void xlsxTemplate(columns as never, settings.sheet, settings.templateFile).then(downloadFile, (error: unknown) =>
        notify(toNotifications(error)),
      ),
    importieren: () => void runImport(),
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        onSubmit={() => undefined}
        onAction={(id) => actions[id as keyof typeof actions]?.()}
        toolbarItems={{
          [premiumFileAction]: fileAction && (
            <FileChoice
              label={fileAction.label}
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              icon={fileAction.icon}
              disabled={!evaluate(fileAction.enabled, { ...context, data: formData }, true)}
              onFile={(file) => {
                preview.setPage(1);
                void importer.read(file);
              }}
            />
          ),
        }}
      >
        <ImportProgress
          progress={importer.progress}
          sending={sending}
          problem={importer.problem}
          reading={text('lesen')}
          importing={text('importieren')}
        />
        {!laeuft &&
          importer.datei &&
          !importer.problem &&
          (importer.rows.length ? (
            <Callout intent={importer.bad.length ? Intent.DANGER : Intent.SUCCESS} role="status">
              {importer.summary}
            </Callout>
          ) : (
            <Callout intent={Intent.WARNING}>{text('leer')}</Callout>
          ))}
        <H3>{text('vorschau')}</H3>
        <DataGrid<PremiumPreviewRow>
          label={columnDocument('premiumimport.columns').title}
          columns={previewColumns}
          fit
          rows={preview.shown}
          rowKey="zeile"
          total={importer.rows.length}
          page={preview.page}
          pageSize={preview.pageSize}
          sort={null}
          selectedIds={[]}
          context={context}
          emptyText={text('keineZeilen')}
          onPageChange={preview.setPage}
          onPageSizeChange={preview.setPageSize}
          onSortChange={() => undefined}
          onSelectionChange={() => undefined}
        />
        <H3>{text('gespeichert')}</H3>
        <DataGrid<Area>
          label={columnDocument('premiumgebiete.columns').title}
          columns={areaColumns}
          fit
          rows={stored.shown}
          rowKey="zeile"
          total={areas.length}
          page={stored.page}
          pageSize={stored.pageSize}
          sort={null}
          selectedIds={[]}
          context={context}
          emptyText={text('keineGebiete')}
          onPageChange={stored.setPage}
          onPageSizeChange={stored.setPageSize}
          onSortChange={() => undefined}
          onSelectionChange={() => undefined}
        />
      </ScreenForm>
    </div>
  );
}
