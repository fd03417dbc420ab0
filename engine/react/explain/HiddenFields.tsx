import { useMemo } from 'react';
import { Classes, H6 } from '@blueprintjs/core';
import { createContext, explainTexts as t, resolveFields, schemaAt } from '../../core';
import { useFormRuntime } from '../runtime';
import { ExplainButton } from './ExplainButton';

/** The fields the rules hide now (so they have no label to click), each with its explain button; computed when opened. */
export function HiddenFields() {
  const runtime = useFormRuntime();
  const hidden = useMemo(() => {
    const doc = runtime?.document;
    if (!doc) return [];
    const states = resolveFields(doc, createContext({ ...runtime.base, data: runtime.store.getData() }));
    return Object.values(states).filter((s) => !s.visible)
      .map((s) => ({ field: s.field, label: String(schemaAt(doc.dataSchema, s.field)?.title ?? s.field) }));
  }, [runtime]);
  return (
    <div role="dialog" aria-label={t.ui.hiddenFields} style={{ padding: '8px 12px', maxHeight: '70vh', overflowY: 'auto', fontSize: 12 }}>
      <H6>{t.ui.hiddenFields}</H6>
      {hidden.length ? (
        <ul className={Classes.LIST_UNSTYLED}>
          {hidden.map((h) => <li key={h.field}>{h.label} <code className={Classes.CODE}>{h.field}</code> <ExplainButton field={h.field} label={h.label} /></li>)}
        </ul>
      ) : <p>{t.ui.noHiddenFields}</p>}
    </div>
  );
}
