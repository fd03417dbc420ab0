import { createContext } from 'react';

/**
 * Offers the 'Warum?' mode on every ScreenForm inside and switches it on from the start, without the caller's `explain`
 * prop: Storybook's global 'Warum?' toolbar toggle and component tests set it; the app offers the mode per screen instead.
 */
export const ExplainModeDefault = createContext(false);
