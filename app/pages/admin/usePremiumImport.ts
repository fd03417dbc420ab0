import { useCallback, useState } from 'react';
import {
  fillText,
  readSheetRows,
  rowFindings,
  type RuleContext,
  type ScreenDocument,
  type SheetImportSettings,
} from '../../../engine/core';

type Json = Record<string, unknown>;

/** One data row of the sheet as the preview shows it: its row number, its errors and its fields. */
export interface PremiumPreviewRow extends Json {
  zeile: number;
  fehler: string;
}

interface State {
  datei?: string;
  file?: File;
  rows: PremiumPreviewRow[];
  problem?: string;
  progress: number | null;
}

/** Rows checked between two paints of the progress bar. */
const CHUNK = 500;
const nextFrame = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Reads a chosen .xlsx into preview rows with the reader and the row check the server uses (engine/core readSheetRows and
 * rowFindings over the premium import document): a file of another type, an unreadable file, a wrong sheet or header is
 * one problem; each row keeps its row number and its German findings.
 */
export function usePremiumImport(doc: ScreenDocument, settings: SheetImportSettings, context: RuleContext) {
  const [state, setState] = useState<State>({ rows: [], progress: null });
  const text = useCallback(
    (id: string, values: Record<string, string> = {}) => fillText(String(doc.messages?.[id] ?? id), values),
    [doc],
  );

  const read = useCallback(
    async (file: File) => {
      const datei = file.name;
      if (!/\.xlsx$/i.test(datei)) return setState({ datei, rows: [], problem: text('nurXlsx'), progress: null });
      if (file.size > settings.maxFileBytes)
        return setState({
          datei,
          rows: [],
          problem: text('zuGross', { 1: String(settings.maxFileBytes / 2 ** 20) }),
          progress: null,
        });
      setState({ datei, rows: [], progress: 0 });
      const { rows, problem } = await readSheetRows(await file.arrayBuffer(), settings);
      if (problem) return setState({ datei, rows: [], problem: text(problem.message, problem.values), progress: null });
      const preview: PremiumPreviewRow[] = [];
      for (let i = 0; i < rows.length; i += CHUNK) {
        for (const row of rows.slice(i, i + CHUNK))
          preview.push({ ...row.data, zeile: row.zeile, fehler: rowFindings(doc, context, row.data) });
        setState({ datei, rows: [], progress: Math.min(1, (i + CHUNK) / rows.length) });
        await nextFrame();
      }
      setState({ datei, file, rows: preview, progress: null });
    },
    [doc, context, settings, text],
  );

  const clear = useCallback(() => setState({ rows: [], progress: null }), []);
  const bad = state.rows.filter((r) => r.fehler);
  // The first rows with errors by number; more are in the preview.
  const lines =
    bad
      .slice(0, 10)
      .map((r) => r.zeile)
      .join(', ') + (bad.length > 10 ? ', …' : '');
  const summary = bad.length
    ? text('fehlerhaft', { 1: String(bad.length), 2: lines })
    : text('gelesen', { 1: String(state.rows.length) });
  return { ...state, read, clear, bad, summary, text };
}
