import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { Classes } from '@blueprintjs/core';
import * as stories from './ObjectFieldTemplate.stories';

const { Panel, Plain, NestedPanels } = composeStories(stories);

afterEach(() => {
  cleanup();
});

describe('ObjectFieldTemplate', () => {
  it('wraps the properties in a Blueprint Section headed by the title when ui:options.panel is true', () => {
    render(<Panel />);
    const group = screen.getByRole('group', { name: 'Absender' });
    expect(group.classList.contains(Classes.SECTION)).toBe(true);
    expect(within(group).getByRole('heading', { name: 'Absender' })).toBeDefined();
    expect(within(group).getByRole('textbox', { name: 'Ort' })).toBeDefined();
  });

  it('renders a plain named group with a heading otherwise', () => {
    render(<Plain />);
    const group = screen.getByRole('group', { name: 'Absender' });
    expect(group.classList.contains(Classes.SECTION)).toBe(false);
    expect(within(group).getByRole('heading', { level: 5, name: 'Absender' })).toBeDefined();
  });

  it('keeps the schema order of the properties', () => {
    render(<Plain />);
    const names = screen.getAllByRole('textbox').map((input) => input.id);
    expect(names).toEqual(['root_name', 'root_name2', 'root_strasse', 'root_plz', 'root_ort']);
  });

  it('nests panels and shows the object description', () => {
    render(<NestedPanels />);
    const order = screen.getByRole('group', { name: 'Auftrag' });
    expect(within(order).getByText('Abholung und Zustellung der Sendung')).toBeDefined();
    const sender = within(order).getByRole('group', { name: 'Absender' });
    const consignee = within(order).getByRole('group', { name: 'Empfänger' });
    expect(within(sender).getByRole<HTMLInputElement>('textbox', { name: 'Ort' }).value).toBe('Bremen');
    expect(within(consignee).getByRole<HTMLInputElement>('textbox', { name: 'Ort' }).value).toBe('');
  });
});
