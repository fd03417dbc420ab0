import { Callout, H3, Intent } from '@blueprintjs/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { evaluate, gridColumns } from '../../../engine/core';
import { DataGrid, ScreenForm, useEngineProfile } from '../../../engine/react';
import { api, errorNotification, toNotifications, unwrap } from '../../api';
import { columnDocument, screenDocument, variantOverlays } from '../../documents';
import { downloadFile as download } from '../../export';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { FileChoice } from './FileChoice';
import { ImportProgress } from './ImportProgress';
import { screenTexts } from '../../texts';
import { adminFileAction, adminTabs, type AdminActionId } from './documentIds';
import { adminOptionSources } from './optionSources';
import { CSV_ERROR_TEXT_IDS, templateCsv, type ImportSettings, type PreviewRow } from './parseImport';
import { useAddressImport } from './useAddressImport';

type Json = Record<string, unknown>;
const text = screenTexts('admin.screen');

/**
 * Tab Adressimport of /admin (account-admin.md §2 Admin area): choose a .csv file, see every row checked by the address
 * capture document with its line and errors, choose the tenant, import all or nothing.
 */
export function AddressImportTab() {
  const screen = screenDocument('admin.screen');
  const settings = screen.settings!.adressImport! as ImportSettings & { checkScreen: string };
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const texts = useMemo(() => {
    const csvTexts = Object.fromEntries(CSV_ERROR_TEXT_IDS.map((key) => [key, text(key)])) as Record<
      (typeof CSV_ERROR_TEXT_IDS)[number],
      string
    >;
    return {
      spalteUnbekannt: text('spalteUnbekannt'),
      kopfzeileFehlt: text('kopfzeileFehlt'),
      lesefehler: text('lesefehler'),
      nurCsv: text('nurCsv'),
      ...csvTexts,
    };
  }, [screen]);
  const importer = useAddressImport(
    screenDocument(`${settings.checkScreen}.screen` as 'adresserfassung.screen'),
    settings,
    texts,
    context,
  );
  const mandantId = useRef<number | null>(null);
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnDocument('admin.columns'), widthRule), [widthRule]);
  const laeuft = sending || importer.progress !== null;
  const formData = useMemo<Json>(
    () => ({
      mandantId: mandantId.current,
      datei: importer.datei,
      zeilen: importer.rows.length,
      fehlerZeilen: importer.bad.length,
      laeuft,
    }),
    [importer.datei, importer.rows.length, importer.bad.length, laeuft],
  );
  const fileAction = screen.actions?.find((a) => a.id === adminFileAction);

  const onChange = useCallback((data: Json) => {
    mandantId.current = typeof data.mandantId === 'number' ? data.mandantId : null;
  }, []);
  const runImport = async () => {
    if (!mandantId.current || !importer.rows.length) {
      notify([errorNotification(text('mandantWaehlen'), text('importTitel'))]);
      return;
    }
    setSending(true);
    try {
      unwrap(
        await api.POST('/api/adressen/import', {
          params: { query: { mandant_id: mandantId.current } },
          body: importer.rows.map((r) => r.adresse) as never,
        }),
      );
      success(text('importTitel'), text('importiert'));
      importer.clear();
      setPage(1);
    } catch (error) {
      notify(toNotifications(error));
    } finally {
      setSending(false);
    }
  };
  const actions: Record<AdminActionId, () => void> = {
    vorlage: () => download(new File([templateCsv(settings)], settings.templateFile, { type: 'text/csv' })),
    importieren: () => void runImport(),
  };
  const shown = importer.rows.slice((page - 1) * pageSize, page * pageSize);

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <ScreenForm
        document={screen}
        aside={[adminTabs]}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        optionSources={adminOptionSources}
        onChange={onChange}
        onSubmit={() => undefined}
        onAction={(id) => actions[id as keyof typeof actions]?.()}
        toolbarItems={{
          [adminFileAction]: fileAction && (
            <FileChoice
              label={fileAction.label}
              accept=".csv"
              icon={fileAction.icon}
              disabled={!evaluate(fileAction.enabled, { ...context, data: formData }, true)}
              onFile={(file) => {
                setPage(1);
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
          (importer.bad.length ? (
            <Callout intent={Intent.DANGER} role="alert">
              {importer.summary(String(screen.messages?.fehlerhaft))}
            </Callout>
          ) : importer.rows.length ? (
            <Callout intent={Intent.SUCCESS}>{text('gelesen', String(importer.rows.length))}</Callout>
          ) : (
            <Callout intent={Intent.WARNING}>{text('leer')}</Callout>
          ))}
        <H3>{text('vorschau')}</H3>
        <DataGrid<PreviewRow>
          label={columnDocument('admin.columns').title}
          columns={columns}
          rows={shown}
          rowKey="zeile"
          total={importer.rows.length}
          page={page}
          pageSize={pageSize}
          sort={null}
          selectedIds={[]}
          context={context}
          emptyText={text('keineZeilen')}
          onPageChange={setPage}
          onPageSizeChange={(n) => {
            setPageSize(n);
            setPage(1);
          }}
          onSortChange={() => undefined}
          onSelectionChange={() => undefined}
        />
      </ScreenForm>
    </div>
  );
}
