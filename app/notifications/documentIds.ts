import { viewRegistry } from '../../schemas/registries';

/** The view document of the error modal (schemas/views/fehlermeldung.view.json) and the actions ErrorModal handles. */
export const errorView = 'fehlermeldung.view';

/** Actions of the error modal's view: Ok, the close button and Escape all close it. */
export const errorViewActions = Object.keys(
  viewRegistry.fehlermeldung.actions,
) as (keyof typeof viewRegistry.fehlermeldung.actions)[];
