import type { ExportFormat } from './exportPlan';

/**
 * The submit actions of the monthly export document (auftragsexport.screen.json) and the file format each asks for;
 * `npm run check` compares the document's actions with these ids.
 */
export const exportFormats = { export: 'csv', exportXlsx: 'xlsx' } as const satisfies Record<string, ExportFormat>;

/** The ids of {@link exportFormats}. */
export const exportActionIds = Object.keys(exportFormats) as (keyof typeof exportFormats)[];

/** The view document of the export's hint and progress (auftragsexportFortschritt.view.json); it reports no action. */
export const exportProgressView = 'auftragsexportFortschritt.view';
