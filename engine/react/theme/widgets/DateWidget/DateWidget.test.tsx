import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { shipmentScreen } from '../../../../core/fixtures';
import { ScreenForm } from '../../../ScreenForm';
import * as stories from './DateWidget.stories';

const { Empty, Filled } = composeStories(stories);

afterEach(cleanup);

const field = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Abholdatum' });

describe('DateWidget', () => {
  it('shows the stored yyyy-mm-dd as dd.mm.yyyy', () => {
    render(<Filled />);
    expect(field().value).toBe('24.11.2026');
  });

  it.each([
    ['03.12.2026', '03.12.2026', '2026-12-03'],
    ['24.11.26', '24.11.2026', '2026-11-24'],
    ['1.12.2026', '01.12.2026', '2026-12-01'],
    ['24112026', '24.11.2026', '2026-11-24'],
    ['241126', '24.11.2026', '2026-11-24'],
  ])('takes %s: shows %s after leaving the field and stores %s', async (typed, shown, stored) => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(field(), typed);
    await userEvent.tab();
    expect(field().value).toBe(shown);
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe(stored);
  });

  it.each(['abc', '31.02.2026', '00.01.2026', '1.1.1969'])(
    'keeps %s as typed when it is no date, never as a date value',
    async (typed) => {
      const onChange = vi.fn();
      render(<Empty onChange={onChange} />);
      await userEvent.type(field(), typed);
      await userEvent.tab();
      expect(field().value).toBe(typed);
      expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe(typed);
    },
  );

  it('while typing 01.11.2026 stores no date before the year is complete (never 01.11.2020 at 01.11.20)', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(field(), '01.11.2026');
    const stored = onChange.mock.calls.map(([event]) => event.formData.abholdatum);
    expect(stored.filter((v) => typeof v === 'string' && /^\d{4}-/.test(v))).toEqual(['2026-11-01']);
    expect(stored.at(-1)).toBe('2026-11-01');
  });

  it('stores a short form (24.11.26) as a date when the field is left or Enter is pressed, not while typing', async () => {
    const onChange = vi.fn();
    render(<Empty onChange={onChange} />);
    await userEvent.type(field(), '24.11.26');
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe('24.11.26');
    await userEvent.keyboard('{Enter}');
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe('2026-11-24');
    expect(field().value).toBe('24.11.2026');
  });

  it('offers a German calendar and takes the day clicked there', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    await userEvent.click(field());
    expect(await screen.findByText('November 2026')).toBeTruthy();
    expect(screen.getAllByText(/^(Di|Mi|Do)$/).length).toBeGreaterThan(0); // German weekday names
    expect(screen.getByRole('button', { name: 'Heute' })).toBeTruthy();
    await userEvent.click(screen.getByRole('gridcell', { name: '18' }));
    expect(onChange.mock.lastCall?.[0].formData.abholdatum).toBe('2026-11-18');
    expect(field().value).toBe('18.11.2026');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Kalender' })).toBeNull());
  });
});

describe('DateWidget in a screen form', () => {
  const zustelldatum = () => screen.getByRole<HTMLInputElement>('combobox', { name: 'Zustelldatum' });

  it("shows the field's message as the user leaves a text that is no date, keeps the text and refuses the save", async () => {
    const onSubmit = vi.fn();
    render(<ScreenForm document={shipmentScreen} formData={{ frankatur: '5' }} onSubmit={onSubmit} />);
    await userEvent.type(zustelldatum(), 'abc');
    expect(screen.queryByText('Bitte ein gültiges Datum eingeben.')).toBeNull();
    await userEvent.tab();
    expect(zustelldatum().value).toBe('abc');
    expect(screen.getByText('Bitte ein gültiges Datum eingeben.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getAllByText('Bitte ein gültiges Datum eingeben.')).toHaveLength(1);
    expect(zustelldatum().value).toBe('abc');

    await userEvent.clear(zustelldatum());
    await userEvent.type(zustelldatum(), '24.11.26');
    expect(screen.queryByText('Bitte ein gültiges Datum eingeben.')).toBeNull();
    await userEvent.tab();
    expect(zustelldatum().value).toBe('24.11.2026');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(onSubmit.mock.calls[0][0]).toEqual({ frankatur: '5', entladedatum: '2026-11-24' });
  });

  it('leaves the focus in the next field the user clicks right after closing the calendar', async () => {
    render(<ScreenForm document={shipmentScreen} onSubmit={vi.fn()} />);
    await userEvent.click(zustelldatum());
    expect(await screen.findByRole('dialog', { name: 'Kalender' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    const next = screen.getAllByRole('textbox').find((box) => !box.hasAttribute('readonly'))!;
    await userEvent.click(next);
    // Past the calendar's closing transition, which returned the focus to the date field.
    await new Promise((done) => setTimeout(done, 400));
    expect(document.activeElement).toBe(next);
  });

  it('flags nothing when the user only passes through an empty date', async () => {
    render(
      <ScreenForm
        document={shipmentScreen}
        context={{ config: { isZustellDatumPflicht: 'true' } }}
        onSubmit={vi.fn()}
      />,
    );
    await userEvent.click(zustelldatum());
    await userEvent.tab();
    expect(screen.queryByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.')).toBeNull();
  });
});
