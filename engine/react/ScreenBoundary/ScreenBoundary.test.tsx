import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';
import { ScreenBoundary } from './ScreenBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

// A document as configuration staff might break it: one field names a widget no registry holds.
const broken: ScreenDocument = {
  id: 'auftrag',
  dataSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' }, ort: { type: 'string', title: 'Ort' } },
  },
  layout: [
    { type: 'field', field: 'name' },
    { type: 'field', field: 'ort', widget: 'gibtsNicht' },
  ],
};

function Throws({ text }: { text: string }): never {
  throw new Error(text);
}

describe('ScreenBoundary', () => {
  it('shows a German error panel naming the document when a screen names an unknown widget', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <>
        <nav>Menü</nav>
        <ScreenForm document={broken} onSubmit={() => undefined} />
      </>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Die Maske „auftrag“ konnte nicht angezeigt werden: unbekanntes Widget „gibtsNicht“ am Feld „ort“',
    );
    expect(screen.getByText('Menü')).toBeTruthy();
  });

  it('renders a sound document unchanged', () => {
    render(
      <ScreenForm document={{ ...broken, layout: [{ type: 'field', field: 'name' }] }} onSubmit={() => undefined} />,
    );
    expect(screen.getByLabelText('Name')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('renders its children again after the reset key changes (navigating away)', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ScreenBoundary screen="Auftragsliste" resetKey="/a">
        <Throws text="kaputt" />
      </ScreenBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Die Maske „Auftragsliste“ konnte nicht angezeigt werden: kaputt',
    );
    rerender(
      <ScreenBoundary screen="Vorlagen" resetKey="/b">
        <p>Andere Maske</p>
      </ScreenBoundary>,
    );
    expect(screen.getByText('Andere Maske')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
