import { useCallback, useMemo, useState } from 'react';
import { applyVariants, fillText, type RuleContext, type ScreenDocument } from '../../../engine/core';
import { variantOverlays } from '../../documents';
import { decodeCsv, readRows, rowErrors, type ImportSettings, type ImportTexts, type PreviewRow } from './parseImport';

/** Rows checked between two paints of the progress bar. */
const CHUNK = 500;
/** Where reading stands: nothing chosen, reading (share done 0–1), read (rows and the file-level problem, if any). */
export interface ImportState {
  datei?: string;
  rows: PreviewRow[];
  problem?: string;
  progress: number | null;
}

const nextFrame = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Reads a chosen CSV file into preview rows and checks each one with the address capture document (as the server will),
 * in chunks, so the progress bar moves and the page stays responsive on 10,000 rows.
 */
export function useAddressImport(
  checkScreen: ScreenDocument,
  settings: ImportSettings,
  texts: ImportTexts & { nurCsv: string },
  context: RuleContext,
) {
  const [state, setState] = useState<ImportState>({ rows: [], progress: null });
  const doc = useMemo(
    () => applyVariants(checkScreen, variantOverlays, { ...context, data: {} }).document,
    [checkScreen, context],
  );

  const read = useCallback(
    async (file: File) => {
      if (!/\.csv$/i.test(file.name)) {
        setState({ datei: file.name, rows: [], problem: texts.nurCsv, progress: null });
        return;
      }
      setState({ datei: file.name, rows: [], progress: 0 });
      const text = decodeCsv(new Uint8Array(await file.arrayBuffer()));
      const { rows, problem } = readRows(text, settings, texts);
      for (let i = 0; i < rows.length; i += CHUNK) {
        for (const row of rows.slice(i, i + CHUNK)) row.fehler = rowErrors(doc, context, row.adresse);
        setState({ datei: file.name, rows: [], progress: Math.min(1, (i + CHUNK) / rows.length) });
        await nextFrame();
      }
      setState({ datei: file.name, rows, problem, progress: null });
    },
    [doc, context, settings, texts],
  );

  const clear = useCallback(() => setState({ rows: [], progress: null }), []);
  const bad = state.rows.filter((r) => r.fehler);
  // The first lines with errors by number; more are in the preview.
  const lines =
    bad
      .slice(0, 10)
      .map((r) => r.zeile)
      .join(', ') + (bad.length > 10 ? ', …' : '');
  return {
    ...state,
    read,
    clear,
    bad,
    summary: (template: string) => fillText(template, { 1: String(bad.length), 2: lines }),
  };
}
