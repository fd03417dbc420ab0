import { useMemo } from 'react';
import { Classes, H6 } from '@blueprintjs/core';
import { explainTexts as t } from '../../core';
import { useFormRuntime } from '../runtime';
import { ExplainButton } from './ExplainButton';
import { hiddenFields } from './hiddenFields';

/** The fields and table columns the rules hide now (so they have no label to click), each with its explain button; computed when opened. */
export function HiddenFields() {
  const runtime = useFormRuntime();
  const hidden = useMemo(() => {
    const doc = runtime?.document;
    return doc ? hiddenFields(doc, { ...runtime.base, data: runtime.store.getData() }) : [];
  }, [runtime]);
  return (
    <div
      role="dialog"
      aria-label={t.ui.hiddenFields}
      style={{ padding: '8px 12px', maxHeight: '70vh', overflowY: 'auto', fontSize: 12 }}
    >
      <H6>{t.ui.hiddenFields}</H6>
      {hidden.length ? (
        <ul className={Classes.LIST_UNSTYLED}>
          {hidden.map((h) => (
            <li key={h.field}>
              {h.label} <code className={Classes.CODE}>{h.field}</code>{' '}
              <ExplainButton field={h.field} label={h.label} />
            </li>
          ))}
        </ul>
      ) : (
        <p>{t.ui.noHiddenFields}</p>
      )}
    </div>
  );
}
