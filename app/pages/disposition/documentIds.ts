import { dispositionRegistry, viewRegistry } from '../../../schemas/registries';

/** The filter document of /disposition (disposition.screen.json). */
export const dispositionScreen = 'disposition.screen';
/** The board's view document (disposition.view.json): time line, map, list and sample content. */
export const dispositionView = 'disposition.view';
/** The column document of the day's transport orders. */
export const dispositionColumns = 'disposition.columns';

/** A toolbar action of the filter document the page handles. */
export type DispositionActionId = keyof typeof dispositionRegistry.actions;
/** An action of the view document the page handles. */
export type DispositionViewAction = keyof typeof viewRegistry.disposition.actions;
/** A text of the view document the page reads. */
export type DispositionRead = keyof typeof viewRegistry.disposition.reads;
