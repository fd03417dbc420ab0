import { abliefernachweis } from './abliefernachweis';
import { auftragsbestaetigung } from './auftragsbestaetigung';
import { etiketten } from './etiketten';
import { frachtbrief } from './frachtbrief';
import { uebernahmeliste } from './uebernahmeliste';
import type { ReportRenderer } from './context';

/** The report kinds by the renderer id the report documents name (schemas/meta/report.schema.json lists the same ids). */
export const RENDERERS: Record<string, ReportRenderer> = {
  abliefernachweis,
  auftragsbestaetigung,
  etiketten,
  frachtbrief,
  uebernahmeliste,
};
export type { ReportContext, ReportRenderer } from './context';
