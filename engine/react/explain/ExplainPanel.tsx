import { useContext, useMemo, type CSSProperties } from 'react';
import { Classes, H6, Intent, Tag } from '@blueprintjs/core';
import { createContext, explainField, explainTexts as t, fillText, logicText, stateText } from '../../core';
import type { ExplainReason, Logic, OverlayEffect } from '../../core';
import { useFormRuntime } from '../runtime';
import { ExplainAsContext } from './ExplainAs';

const PANEL: CSSProperties = {
  padding: '8px 12px',
  maxWidth: 640,
  maxHeight: '70vh',
  overflowY: 'auto',
  fontSize: 13,
  lineHeight: 1.45,
};
const CODE: CSSProperties = { fontSize: 12, overflowWrap: 'anywhere' };
const LIST: CSSProperties = { margin: '2px 0 8px', paddingLeft: 16 };
const HEADING: CSSProperties = { margin: '6px 0 2px' };
const where = (file: string, pointer: string) => (
  <code className={Classes.CODE} style={CODE}>{`${file}#${pointer}`}</code>
);

/** One reason: its German line and the file and JSON pointer that set it; a rule that does not hold is muted. */
function Reason({ reason }: { reason: ExplainReason }) {
  return (
    <li className={reason.holds === false || reason.removed ? Classes.TEXT_MUTED : undefined}>
      {reason.text} {where(reason.file, reason.pointer)}
    </li>
  );
}

/** One overlay that changes the field: whether its condition holds now, where, when and which aspects it changes. */
function Overlay({ overlay }: { overlay: OverlayEffect }) {
  if (overlay.error) return <li>{fillText(t.overlayBroken, { file: overlay.file, reason: overlay.error })}</li>;
  return (
    <li>
      <Tag minimal round intent={overlay.applies ? Intent.SUCCESS : Intent.NONE}>
        {overlay.applies ? t.overlayApplies : t.overlayIdle}
      </Tag>{' '}
      {where(overlay.file, overlay.pointer)} {fillText(t.ui.when, { rule: logicText(overlay.when as Logic) })};{' '}
      {fillText(t.ui.changes, { aspects: overlay.aspects.map((a) => t.aspects[a] ?? a).join(', ') })}
    </li>
  );
}

/**
 * Why a field is as it is, for configuration staff: its state now (visible, required, read-only, limits), every reason
 * with the file and JSON pointer that set it, and the overlays that change it, applying or not. Computed when shown,
 * with the form's rule context and current data — or, when the caller chose one in 'Erklären als', with that user's
 * rule context (and the form's data), saying for whom.
 */
export function ExplainPanel({ field, title }: { field: string; title: string }) {
  const runtime = useFormRuntime();
  const subject = useContext(ExplainAsContext).subject;
  const explanation = useMemo(() => {
    const explain = runtime?.explain;
    return (
      explain &&
      explainField(
        explain.base,
        explain.overlays,
        createContext({ ...(subject?.context ?? runtime.base), data: runtime.store.getData() }),
        field,
      )
    );
  }, [runtime, field, subject]);
  if (!explanation) return null;
  const { state, reasons, overlays } = explanation;
  return (
    <div role="dialog" aria-label={title} style={PANEL}>
      <H6 style={HEADING}>
        {title} <code className={Classes.CODE}>{field}</code>
      </H6>
      {subject && (
        <p style={{ margin: 0 }}>
          <strong>{fillText(t.ui.explainedFor, { user: subject.user, variant: subject.context.variant })}</strong>
        </p>
      )}
      <p style={{ margin: 0 }}>
        <strong>{t.ui.state}:</strong>{' '}
        {state ? stateText(state) : fillText(t.notPlaced, { field, screen: explanation.screen })}
      </p>
      <H6 style={HEADING}>{t.ui.reasons}</H6>
      <ul style={LIST}>
        {reasons.map((r, i) => (
          <Reason key={i} reason={r} />
        ))}
      </ul>
      <H6 style={HEADING}>{t.ui.overlays}</H6>
      {overlays.length ? (
        <ul style={LIST}>
          {overlays.map((o) => (
            <Overlay key={o.id} overlay={o} />
          ))}
        </ul>
      ) : (
        <p>{t.ui.noOverlays}</p>
      )}
    </div>
  );
}
