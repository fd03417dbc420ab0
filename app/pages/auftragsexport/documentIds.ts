import { exportRegistry } from '../../../schemas/registries';
import type { ExportFormat } from './exportPlan';

/**
 * The submit actions of the monthly export document (auftragsexport.screen.json), declared once in its registry
 * (schemas/registries/auftragsexport.registry.json), and the file format each asks for; `npm run check` compares the
 * document's actions with these ids.
 */

/** One submit action of the export document. */
export type ExportActionId = keyof typeof exportRegistry.actions;

/** The file format each submit action asks for. */
export const exportFormats = { export: 'csv', exportXlsx: 'xlsx' } as const satisfies Record<
  ExportActionId,
  ExportFormat
>;

/** The ids of {@link exportFormats}. */
export const exportActionIds = Object.keys(exportFormats) as ExportActionId[];

/** The view document of the export's hint and progress (auftragsexportFortschritt.view.json); it reports no action. */
export const exportProgressView = 'auftragsexportFortschritt.view';
