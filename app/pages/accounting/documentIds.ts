import { accountingRegistry } from '../../../schemas/registries';

/** One action of the accounting screen (accounting.screen.json): show the month or export it. */
export type AccountingActionId = keyof typeof accountingRegistry.actions;

/** One option source of the accounting screen: the months of the choice. */
export type AccountingOptionSourceId = keyof typeof accountingRegistry.optionSources;

/** The view document of the totals and the list (accounting.view.json). */
export const accountingView = 'accounting.view';
