import type { Logic } from '../../engine/core';
import berichte from './berichte.json';

/** A print refusal: when `when` holds for a report and an order, `message` is shown instead of printing. */
export interface PrintBlock {
  id: string;
  description?: string;
  when: Logic;
  message: string;
}
/** The print menu document (`meta/reports.schema.json`). */
export interface ReportsDocument {
  id: string;
  title?: string;
  excluded?: string[];
  blocks: PrintBlock[];
}

/** Excluded reports and print refusals shared by the print menus of order list and order capture. */
export const berichteDocument = berichte as unknown as ReportsDocument;
