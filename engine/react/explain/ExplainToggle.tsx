import { useContext } from 'react';
import { Button, ButtonGroup, PopoverNext } from '@blueprintjs/core';
import { explainTexts as t } from '../../core';
import { useFormRuntime, useValueState } from '../runtime';
import { ExplainAsContext } from './ExplainAs';
import { HiddenFields } from './HiddenFields';

/**
 * The 'Warum?' toggle of a form that offers explanations: on, every visible field label and column header gets its
 * explain button, and 'Ausgeblendete Felder' lists the fields rules hide now, each explainable too; the caller's
 * 'Erklären als' chooser follows.
 */
export function ExplainToggle() {
  const explain = useFormRuntime()?.explain;
  const on = useValueState(explain?.mode, false);
  const { chooser } = useContext(ExplainAsContext);
  if (!explain) return null;
  return (
    <ButtonGroup>
      <Button
        variant="minimal"
        icon="help"
        text={t.ui.toggle}
        active={on}
        aria-pressed={on}
        onClick={() => explain.mode.set(!on)}
      />
      {on && (
        <PopoverNext content={<HiddenFields />} placement="bottom-end">
          <Button variant="minimal" icon="eye-off" endIcon="caret-down" text={t.ui.hiddenFields} />
        </PopoverNext>
      )}
      {on && chooser}
    </ButtonGroup>
  );
}
