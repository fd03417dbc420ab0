import { createContext, useContext, type CSSProperties } from 'react';

/** Whether the fields inside set their labels beside the input (a panel with `labels: 'beside'`) instead of above it. */
export const LabelsBesideContext = createContext(false);

/** One label column for a panel's fields: every label as wide, so the inputs start on one line. */
const BESIDE: CSSProperties = { display: 'inline-block', minWidth: '9.5em' };

/** FormGroup props of a field's label placement: Blueprint's inline group and the label column's width. */
export function useLabelPlacement(): { inline: boolean; labelStyle?: CSSProperties } {
  return useContext(LabelsBesideContext) ? { inline: true, labelStyle: BESIDE } : { inline: false };
}
