import { useMemo, useState, type ReactNode } from 'react';
import { gridColumns, type OptionSources } from '../../../engine/core';
import { StaticGrid, DocumentView, ScreenForm, useEngineProfile, type FormControls } from '../../../engine/react';
import { errorNotification, fieldMessages, toNotifications } from '../../api';
import { columnDocument, screenDocument, variantOverlays, viewDocument, type DocumentName } from '../../documents';
import { useNotifier } from '../../notifications';
import { useRuleContext } from '../../session';
import { screenTexts, type MessageScreen } from '../../texts';
import { deleteQuestionView, type DeleteQuestionAction } from './documentIds';

type Data = Record<string, unknown>;

/** What the page does on the tab's own actions ('Neu', 'Löschen'); each tab maps its document's action ids to them. */
export interface ListEdit {
  /** Empties the form for a new entry. */
  create: () => void;
  /** Asks before deleting the marked entry; without one, asks to mark a row. */
  askDelete: () => void;
}

/** A list entry of a list-with-form tab: the server's id and version. */
type Entry = { id?: number; version?: number };

/** Props of {@link ListEditTab}: the documents, the rows and what saving and deleting mean for them. */
export interface ListEditTabProps<Row extends Entry> {
  /** The form document (its messages: gespeichert, geloescht, zeileMarkieren, loeschenFrage with {1} = name). */
  screen: MessageScreen;
  /** The column document of the list. */
  columns: DocumentName;
  /** The list's accessible name (default: the column document's title). */
  label?: string;
  /** The rows; null while loading. */
  rows: Row[] | null;
  /** Above the list (a search field). */
  header?: ReactNode;
  /** The form's data of a new entry. */
  empty: Data;
  /** The name the texts show. */
  name: (row: Row) => string;
  /** Sends the form's data (create or update), answers the stored entry. */
  save: (data: Data) => Promise<Row>;
  /** Deletes the entry. */
  remove: (row: Row) => Promise<unknown>;
  /** Loads the rows again after a change. */
  reload: () => void;
  optionSources?: OptionSources;
  /** The document's action ids mapped to {@link ListEdit}. */
  actions: (edit: ListEdit) => Record<string, () => void>;
  /** Told the marked entry (null: a new one) whenever it changes. */
  onSelect?: (row: Row | null) => void;
  /** Rule data of the form besides the page's own (e.g. whether an entry is marked). */
  ruleData?: Data;
  /** Below the form (e.g. the marked entry's details). */
  footer?: ReactNode;
}

/**
 * A list of entries with the marked (or a new) one in a form below: save, delete with a question (the view document
 * eintragLoeschen). The server's refusals arrive as its notifications, field messages on their fields.
 */
export function ListEditTab<Row extends Entry>(props: ListEditTabProps<Row>) {
  const { rows, header, empty, name, save, remove, reload, optionSources, actions, onSelect, footer } = props;
  const screen = screenDocument(props.screen);
  const columnsDoc = columnDocument(props.columns);
  // The document's message keys are checked by the configuration linter; the tab reads them by name.
  const text = useMemo(() => screenTexts(props.screen).named, [props.screen]);
  const context = useRuleContext();
  const { notify, success } = useNotifier();
  const widthRule = useEngineProfile().grid.columnWidth;
  const columns = useMemo(() => gridColumns(columnsDoc, widthRule), [columnsDoc, widthRule]);
  const [selected, setSelected] = useState<Row | null>(null);
  const [formData, setFormData] = useState<Data>(empty);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);

  const choose = (row: Row | null) => {
    setSelected(row);
    setFormData(row ? { ...row } : { ...empty });
    onSelect?.(row);
  };
  const answers: Record<DeleteQuestionAction, () => Promise<void> | void> = {
    loeschenNein: () => setAsking(false),
    loeschenJa: async () => {
      setAsking(false);
      if (!selected) return;
      try {
        await remove(selected);
        success(screen.title ?? '', text('geloescht', name(selected)));
        choose(null);
        reload();
      } catch (error) {
        notify(toNotifications(error));
      }
    },
  };
  const handlers = actions({
    create: () => choose(null),
    askDelete: () => (selected ? setAsking(true) : notify([errorNotification(text('zeileMarkieren'), screen.title)])),
  });
  const submit = async (data: Data, form: FormControls) => {
    setBusy(true);
    try {
      const saved = await save(data);
      success(screen.title ?? '', text('gespeichert', name(saved)));
      choose(saved);
      reload();
    } catch (error) {
      const fields = fieldMessages(error);
      if (fields.length) form.showErrors?.(fields);
      else notify(toNotifications(error));
    } finally {
      setBusy(false);
    }
  };
  const question = useMemo(
    () => ({ frage: asking && selected ? text('loeschenFrage', name(selected)) : '' }),
    [asking, selected, text, name],
  );

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {header}
      <StaticGrid<Row>
        label={props.label ?? columnsDoc.title ?? ''}
        columns={columns}
        rows={rows}
        rowKey={columnsDoc.rowKey}
        selectedIds={selected?.id ? [selected.id] : []}
        context={context}
        emptyText={text('keineZeilen')}
        onSelectionChange={(ids) => choose(rows?.find((r) => r.id === ids[ids.length - 1]) ?? null)}
      />
      <ScreenForm
        document={screen}
        overlays={variantOverlays}
        context={context}
        formData={formData}
        disabled={busy}
        optionSources={optionSources}
        ruleData={props.ruleData}
        onSubmit={(data, form) => void submit(data, form)}
        onAction={(id) => handlers[id]?.()}
      />
      {footer}
      <DocumentView
        document={viewDocument(deleteQuestionView)}
        data={question}
        onAction={(id) => {
          if (Object.hasOwn(answers, id)) void answers[id as DeleteQuestionAction]();
        }}
      />
    </div>
  );
}
