import type { CSSProperties } from 'react';
import { Button, PopoverNext } from '@blueprintjs/core';
import { explainTexts, fillText } from '../../core';
import { ExplainPanel } from './ExplainPanel';
import { useExplainMode } from './useExplainMode';

/** Top right of the field's group, on the label's line; outside the label element, so the field's name stays its label. */
const CORNER: CSSProperties = { position: 'absolute', top: -4, right: 0 };

/** Props of {@link ExplainButton}. */
export interface ExplainButtonProps {
  /** The field's data path (a table column: `array.column`). */
  field: string;
  label: string;
  /** Sits in the top right corner of a positioned field group instead of in the text flow (a column header). */
  corner?: boolean;
}

/**
 * The 'Warum?' button of one field, drawn only while the form's explain mode is on. Its popover explains the field when
 * opened: nothing is computed before a click.
 */
export function ExplainButton({ field, label, corner }: ExplainButtonProps) {
  const explain = useExplainMode();
  if (!explain) return null;
  const name = fillText(explainTexts.ui.button, { label });
  const button = (
    <PopoverNext content={<ExplainPanel field={field} title={name} />} placement={corner ? 'bottom-end' : undefined}>
      <Button variant="minimal" size="small" icon="help" aria-label={name} title={name} />
    </PopoverNext>
  );
  return corner ? <span style={CORNER}>{button}</span> : button;
}
