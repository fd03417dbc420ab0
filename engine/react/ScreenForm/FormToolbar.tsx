import type { CSSProperties, ReactNode } from 'react';
import { Card, Elevation } from '@blueprintjs/core';
import type { ActionNode } from '../../core';
import { ActionBar, toolbarActions } from '../layout';
import { ErrorSummary } from './ErrorSummary';

/** Props of {@link FormToolbar}. */
export interface FormToolbarProps {
  actions?: ActionNode[];
  items?: Record<string, ReactNode>;
  disabled?: boolean;
  /** Lists a refused save's messages with links to their fields (screens showing messages at their fields). */
  summary: boolean;
  /** Drawn at the toolbar's right end (the 'Warum?' toggle). */
  extra?: ReactNode;
}

// Below Blueprint's overlays (z-index 20), above the form's inputs; the page header scrolls away above it.
const STICKY: CSSProperties = { position: 'sticky', top: 0, zIndex: 10, marginBottom: 8 };
const ROW: CSSProperties = { display: 'flex', alignItems: 'flex-start', gap: 8 };
const END: CSSProperties = { marginLeft: 'auto' };

/**
 * The toolbar of a screen document, sticky at the top of the page content so Save stays where the user is on a long form,
 * with the error summary of a refused save beneath the buttons. Without toolbar actions only the summary is shown.
 */
export function FormToolbar({ actions, items, disabled, summary, extra }: FormToolbarProps) {
  if (!toolbarActions(actions).length && !extra) return summary ? <ErrorSummary /> : null;
  return (
    <Card compact elevation={Elevation.ONE} style={STICKY}>
      <div style={ROW}>
        <ActionBar actions={actions ?? []} items={items} disabled={disabled} />
        {extra && <div style={END}>{extra}</div>}
      </div>
      {summary && <ErrorSummary />}
    </Card>
  );
}
