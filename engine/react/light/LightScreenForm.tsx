import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { lightFormGaps } from '../../core/screen/lightForm';
import type { RuleContext, ScreenDocument } from '../../core/screen/types';
import type { VariantOverlay } from '../../core/overlay/applyVariants';
import { LightForm } from './LightForm';

type Data = Record<string, unknown>;

/** Props of {@link LightScreenForm}: the part of ScreenForm's a one-step form uses. */
export interface LightScreenFormProps {
  document: ScreenDocument;
  overlays?: VariantOverlay[];
  context?: Partial<Omit<RuleContext, 'data'>>;
  disabled?: boolean;
  /** A valid form's data. */
  onSubmit: (data: Data) => void;
  /** The document's other form buttons, by action id, with the current data. */
  onAction?: (id: string, data: Data) => void;
  children?: ReactNode;
}

// Loaded only for a document the light form cannot show.
const ScreenForm = lazy(async () => ({ default: (await import('../ScreenForm/fullEngine')).ScreenForm }));

/**
 * A screen document for a page's first paint (the login): the light form when the document needs nothing more
 * (`lightFormGaps`), else the full ScreenForm, loaded on demand — so configuration staff may give the document any
 * feature of the engine and the page follows.
 */
export function LightScreenForm(props: LightScreenFormProps) {
  const { document, overlays } = props;
  const full = useMemo(
    () =>
      lightFormGaps(
        document,
        (overlays ?? []).map((o) => o.screen),
      ).length > 0,
    [document, overlays],
  );
  if (!full) return <LightForm {...props} />;
  return (
    <Suspense fallback={null}>
      <ScreenForm {...props} />
    </Suspense>
  );
}
