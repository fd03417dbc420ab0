import { viewRegistry } from '../../../schemas/registries';

/** The view document of the public tracking page (sendungsverfolgung.view.json). */
export const sendungsverfolgungView = 'sendungsverfolgung.view';

/** A text of {@link sendungsverfolgungView} the page reads. */
export type SendungsverfolgungRead = keyof typeof viewRegistry.sendungsverfolgung.reads;

/** An action of {@link sendungsverfolgungView}. */
export type SendungsverfolgungAction = keyof typeof viewRegistry.sendungsverfolgung.actions;
