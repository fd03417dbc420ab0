import { viewRegistry } from '../../../schemas/registries';

/** The view document of /farben (farben.view.json). */
export const farbenView = 'farben.view';

/** A text of {@link farbenView} the page reads. */
export type FarbenRead = keyof typeof viewRegistry.farben.reads;
