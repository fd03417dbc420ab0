import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import * as stories from './TextareaWidget.stories';

const { Empty, Filled, Dispohinweis, OhneGrenzen } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('TextareaWidget', () => {
  it("never measures its height (a forced layout of the whole form) on mount or while typing, in Blueprint's classes", async () => {
    const measured = vi.spyOn(Element.prototype, 'scrollHeight', 'get');
    render(<Empty />);
    const remark = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bemerkung' });
    await userEvent.type(remark, 'Rampe');
    expect(measured).not.toHaveBeenCalled();
    measured.mockRestore();
    expect(remark.classList).toContain(Classes.INPUT);
    expect(remark.classList).toContain(Classes.TEXT_AREA);
  });

  it('is a textarea named by its label with rows and maxLength', () => {
    render(<Empty />);
    const remark = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bemerkung' });
    expect(remark.tagName).toBe('TEXTAREA');
    expect(remark.rows).toBe(3);
    expect(remark.maxLength).toBe(200);
    expect(document.querySelector(`label[for="${remark.id}"]`)).not.toBeNull();
  });

  it('links the help text to the textarea', () => {
    render(<Empty />);
    const remark = screen.getByRole('textbox', { name: 'Bemerkung' });
    expect(document.getElementById('root_bemerkung__help')?.textContent).toBe('Erscheint auf dem Bordero.');
    expect(remark.getAttribute('aria-describedby')).toContain('root_bemerkung__help');
  });

  it('shows and changes the value', async () => {
    const onChange = vi.fn();
    render(<Filled onChange={onChange} />);
    const remark = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Bemerkung' });
    expect(remark.value).toBe('Anlieferung nur werktags 7–15 Uhr');
    await userEvent.clear(remark);
    expect(onChange.mock.lastCall?.[0].formData.bemerkung).toBeUndefined();
  });

  it('caps line breaks and characters from the document', async () => {
    const onChange = vi.fn();
    render(<Dispohinweis onChange={onChange} />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Dispohinweis' });
    expect(text.maxLength).toBe(70);
    await userEvent.type(text, '1{Enter}2{Enter}3{Enter}4{Enter}5{Enter}6{Enter}7');
    expect(text.value).toBe('1\n2\n3\n4\n5\n6 7');
    expect(onChange.mock.lastCall?.[0].formData.dispohinweis.split('\n')).toHaveLength(6);
  });

  it('defaults to 3 line breaks and 200 characters when the document gives none', async () => {
    render(<OhneGrenzen />);
    const text = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Notiz' });
    expect(text.maxLength).toBe(200);
    await userEvent.type(text, 'a{Enter}b{Enter}c{Enter}d{Enter}e');
    expect(text.value).toBe('a\nb\nc\nd e');
  });
});
