import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { DocumentView } from './DocumentView';
import { sampleView, sampleViewData } from './fixtures';

afterEach(cleanup);

const doc = sampleView;
const data = sampleViewData;

describe('DocumentView', () => {
  it("asks the document's question and reports the answers by id", () => {
    const onAction = vi.fn();
    render(<DocumentView document={doc} data={data} onAction={onAction} />);
    expect(screen.getByText('Wirklich Anna löschen?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Nein' }));
    fireEvent.click(screen.getByRole('button', { name: 'Ja' }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(['nein', 'ja']);
  });

  it('answers an open question with its cancel on Escape', () => {
    const onAction = vi.fn();
    render(<DocumentView document={doc} data={{ ...data, zeigen: false }} onAction={onAction} />);
    const question = screen.getByText('Wirklich Anna löschen?');
    fireEvent.keyDown(question, { key: 'Escape' });
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(['nein']);
  });

  it('opens a dialog titled from the data in its size, with a close button and footer buttons', () => {
    const onAction = vi.fn();
    render(<DocumentView document={doc} data={data} onAction={onAction} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Hinweis' });
    expect([dialog.style.width, dialog.style.height]).toEqual(['50%', '300px']);
    expect(dialog.textContent).toContain('Hallo Anna');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zumachen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Gut' }));
    expect(onAction.mock.calls.map((c) => c[0])).toEqual(['zu', 'ok']);
  });

  it("draws progress, key/values, a timeline, a list of entries and the page's slot from the data", () => {
    const onAction = vi.fn();
    render(
      <DocumentView
        document={doc}
        data={{ ...data, fragen: false, zeigen: false }}
        onAction={onAction}
        slots={{ extra: <i>Eigenes</i> }}
      />,
    );
    expect(screen.getByRole('progressbar', { name: 'Fortschritt' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Zähler' }).textContent).toBe('1 / 4');
    const values = screen.getByLabelText('Werte');
    expect([...values.querySelectorAll('dt')].map((d) => d.textContent)).toEqual(['Gewicht', 'Teil A']);
    expect([...values.querySelectorAll('dd')].map((d) => d.textContent)).toEqual(['1.240,5', '2']);
    const steps = within(screen.getByRole('list', { name: 'Verlauf' })).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual(['erledigtErfasst20.11.2026 · Hamburg', 'aktuellUnterwegs']);
    expect(steps[1].getAttribute('aria-current')).toBe('step');
    fireEvent.click(screen.getByRole('button', { name: 'liste.pdf' }));
    expect(onAction).toHaveBeenCalledWith('oeffnen', data.dateien[1]);
    expect(screen.getByText('Eigenes')).toBeTruthy();
  });

  it('leaves out a node whose visible rule fails', () => {
    render(<DocumentView document={doc} data={{ ...data, fragen: false, zeigen: false, n: 0 }} />);
    expect(screen.queryByRole('status', { name: 'Zähler' })).toBeNull();
  });
});
