import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as core from '../../core';
import * as stories from '../ScreenForm/ScreenForm.stories';

// The real explainField, counted: the mode must not compute explanations before a button is clicked.
vi.mock('../../core', async (original) => {
  const actual = await original<typeof core>();
  return { ...actual, explainField: vi.fn(actual.explainField) };
});

const { WarumModus } = composeStories(stories);

afterEach(cleanup);

describe('Warum? costs nothing until asked', () => {
  it('calls explainField only for the field whose button is clicked', async () => {
    render(<WarumModus />);
    await screen.findByRole('button', { name: 'Warum? Empfängerreferenz' });
    expect(core.explainField).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Warum? Empfängerreferenz' }));
    await screen.findByRole('dialog', { name: 'Warum? Empfängerreferenz' });
    expect(vi.mocked(core.explainField).mock.calls.map((c) => c[3])).toEqual(['empfaengerReferenz']);
  });
});
