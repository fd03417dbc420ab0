import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './ErrorListTemplate.stories';

const { Top, Bottom } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('ErrorListTemplate', () => {
  it('appears after an invalid submit as a danger callout alert with one entry per error', async () => {
    render(<Top />);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const alert = screen.getByRole('alert');
    expect(alert.classList.contains(Classes.CALLOUT)).toBe(true);
    expect(alert.classList.contains(Classes.INTENT_DANGER)).toBe(true);
    expect(within(alert).getByRole('heading', { name: 'Bitte prüfen Sie Ihre Eingaben' })).toBeDefined();
    expect(within(alert).getAllByRole('listitem')).toHaveLength(4);
  });

  it('is not shown with showErrorList false, while the fields still show their errors', async () => {
    render(<Top showErrorList={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('root_name__error')).not.toBeNull();
  });

  it('lists server errors below the form', () => {
    render(<Bottom />);
    const alert = screen.getByRole('alert');
    expect(within(alert).getByRole('listitem').textContent).toContain('PLZ und Ort passen nicht zusammen');
    const submit = screen.getByRole('button', { name: 'Speichern' });
    expect(submit.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
