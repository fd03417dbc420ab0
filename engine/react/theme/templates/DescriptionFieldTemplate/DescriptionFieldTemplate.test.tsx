import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './DescriptionFieldTemplate.stories';

const { Descriptions } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('DescriptionFieldTemplate', () => {
  it('shows the object description in muted text', () => {
    render(<Descriptions />);
    const description = document.getElementById('root__description');
    expect(description?.textContent).toBe('Zeitraum, in dem der Empfänger die Ware annimmt.');
    expect(description?.classList.contains(Classes.TEXT_MUTED)).toBe(true);
  });

  it('shows a field description that the input refers to', () => {
    render(<Descriptions />);
    const bis = screen.getByLabelText('Bis');
    expect(document.getElementById('root_bis__description')?.textContent).toBe('Spätestens 30 Minuten vor Feierabend');
    expect(bis.getAttribute('aria-describedby')).toContain('root_bis__description');
    expect(document.getElementById('root_von__description')).toBeNull();
  });
});
