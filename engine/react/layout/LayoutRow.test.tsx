import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Classes } from '@blueprintjs/core';
import { ScreenForm } from '../ScreenForm';
import { gridScreen } from './gridFixtures';
import { LAYOUT_CLASSES, spansOf } from './layoutStyles';

afterEach(cleanup);

const renderGrid = () =>
  render(<ScreenForm document={gridScreen} context={{ config: {} }} onSubmit={() => undefined} />);
/** The grid cell a node sits in and the span it carries to the generic stylesheet. */
const cellOf = (element: HTMLElement) => element.closest<HTMLElement>(`.${LAYOUT_CLASSES.cell}`);
const spanOf = (element: HTMLElement) => cellOf(element)?.style.getPropertyValue('--engine-span');

describe('layout vocabulary (row, span, width, labels, collapsible, density)', () => {
  it('places the children of a row in grid cells of their span, sharing the rest equally', () => {
    renderGrid();
    expect(spanOf(screen.getByRole('group', { name: 'Absender' }))).toBe('6');
    expect(spanOf(screen.getByRole('group', { name: 'Empfänger' }))).toBe('6');
    const absender = screen.getByRole('group', { name: 'Absender' });
    expect(spanOf(absender.querySelector<HTMLElement>('#root_absender_strasse')!)).toBe('9');
    expect(spanOf(absender.querySelector<HTMLElement>('#root_absender_hausnummer')!)).toBe('3');
    expect(spanOf(absender.querySelector<HTMLElement>('#root_absender_ort')!)).toBe('7');
    expect(spanOf(screen.getByRole('textbox', { name: 'Auftragsnummer' }))).toBe('4');
    expect(cellOf(screen.getByRole('textbox', { name: 'Auftragsnummer' }))!.parentElement!.className).toBe(
      LAYOUT_CLASSES.row,
    );
  });

  it('computes spans: own span, else an equal share of the rest, a full line when nothing is left', () => {
    const field = (span?: number) => ({ type: 'field' as const, field: 'a', span });
    expect(spansOf([field(), field(), field()])).toEqual([4, 4, 4]);
    expect(spansOf([field(2), field(), field(3)])).toEqual([2, 7, 3]);
    expect(spansOf([field(12), field()])).toEqual([12, 12]);
  });

  it('gives a field its named width and a panel its labels beside the inputs', () => {
    renderGrid();
    const lkz = document.querySelector<HTMLElement>('#root_absender_lkz')!;
    expect(lkz.closest<HTMLElement>('[style*="max-width"]')!.style.maxWidth).toBe('6em');
    const gewicht = screen.getByRole('group', { name: 'Übersicht' }).querySelector(`.${Classes.FORM_GROUP}`)!;
    expect(gewicht.classList).toContain(Classes.INLINE);
    expect(
      screen.getByRole('group', { name: 'Absender' }).querySelector(`.${Classes.FORM_GROUP}`)!.classList,
    ).not.toContain(Classes.INLINE);
  });

  it("folds a collapsible panel by its title button, mounts a collapsed panel's fields when first opened, then keeps them", async () => {
    renderGrid();
    const toggle = screen.getByRole('button', { name: 'Hinweise' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    // Collapsed from the start: its fields cost nothing until the user opens it.
    expect(document.querySelector('#root_hinweis')).toBeNull();
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Hinweis' })).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Hinweis' }), 'Rampe 3');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector<HTMLInputElement>('#root_hinweis')?.value).toBe('Rampe 3');
  });

  it('draws a compact table in the compact density', () => {
    renderGrid();
    expect(screen.getByRole('group', { name: 'Positionen' }).classList).toContain(LAYOUT_CLASSES.compact);
  });
});
