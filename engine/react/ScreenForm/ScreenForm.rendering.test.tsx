import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WidgetProps } from '@rjsf/utils';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from './ScreenForm';

afterEach(cleanup);

const renders = new Map<string, number>();
function CountingWidget(props: WidgetProps) {
  renders.set(props.id, (renders.get(props.id) ?? 0) + 1);
  return <input id={props.id} aria-label={props.label} value={String(props.value ?? '')} readOnly={props.readonly} onChange={(e) => props.onChange(e.target.value)} />;
}

// 60 positions-like fields plus a rule: 'gewicht_0' is read-only unless 'anzahl_0' is filled.
const names = Array.from({ length: 60 }, (_, i) => `feld_${i}`);
const doc: ScreenDocument = {
  id: 'viele-felder',
  dataSchema: { type: 'object', properties: Object.fromEntries([...names, 'anzahl_0', 'gewicht_0'].map((n) => [n, { type: 'string', title: n }])) },
  layout: [
    ...names.map((field) => ({ type: 'field' as const, field, widget: 'zaehler' })),
    { type: 'field', field: 'anzahl_0', widget: 'zaehler' },
    { type: 'field', field: 'gewicht_0', widget: 'zaehler', readOnly: { '!': { var: 'data.anzahl_0' } } },
  ],
};

describe('ScreenForm rendering', () => {
  it('re-renders only the edited field and the fields whose rules read it', async () => {
    render(<ScreenForm document={doc} widgets={{ zaehler: CountingWidget }} onSubmit={() => undefined} />);
    expect((screen.getByLabelText('gewicht_0') as HTMLInputElement).readOnly).toBe(true);
    renders.clear();
    await userEvent.type(screen.getByLabelText('feld_7'), 'abc');
    expect([...renders.keys()]).toEqual(['root_feld_7']);
    expect(renders.get('root_feld_7')).toBe(3);
    renders.clear();
    await userEvent.type(screen.getByLabelText('anzahl_0'), '5');
    expect([...renders.keys()].sort()).toEqual(['root_anzahl_0', 'root_gewicht_0']);
    expect((screen.getByLabelText('gewicht_0') as HTMLInputElement).readOnly).toBe(false);
  });
});
