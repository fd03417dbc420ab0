import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext } from '../../core';
import type { ScreenDocument } from '../../core';
import { ScreenForm } from '../ScreenForm';
import { ScreenTabs } from './ScreenTabs';

afterEach(cleanup);

/** A search screen as the order list has it: a filter row, a sidebar's tabs node and an action enabled by page data. */
const doc: ScreenDocument = {
  id: 'suche',
  dataSchema: { type: 'object', properties: { query: { type: 'string', title: 'Suche' } } },
  ruleData: { type: 'object', properties: { selectedCount: { type: 'integer' } } },
  layout: [
    { type: 'row', id: 'filter', children: [{ type: 'field', field: 'query', widget: 'search' }] },
    {
      type: 'tabs',
      id: 'seitenleiste',
      tabs: [
        { type: 'panel', id: 'details', title: 'Details', children: [] },
        {
          type: 'panel',
          id: 'dokumente',
          title: 'Dokumente',
          visible: { '==': [{ var: 'config.dokumente' }, 'true'] },
          children: [],
        },
        { type: 'panel', id: 'historie', title: 'Historie', children: [] },
      ],
    },
  ],
  actions: [{ id: 'loeschen', label: 'Löschen', enabled: { '==': [{ var: 'data.selectedCount' }, 1] } }],
};
const content = {
  details: () => <p>Inhalt Details</p>,
  dokumente: () => <p>Inhalt Dokumente</p>,
  historie: () => <p>Inhalt Historie</p>,
};

describe('ScreenTabs: a tabs node drawn outside the form, contents from the page by tab id', () => {
  it('shows the tabs in document order by their rules and the registered content of the selected one', async () => {
    render(
      <ScreenTabs
        document={doc}
        id="seitenleiste"
        context={createContext({ config: { dokumente: 'false' } })}
        content={content}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Historie']);
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhalt Details');
    await userEvent.click(screen.getByRole('tab', { name: 'Historie' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Inhalt Historie');
    cleanup();
    render(
      <ScreenTabs
        document={doc}
        id="seitenleiste"
        context={createContext({ config: { dokumente: 'true' } })}
        content={content}
      />,
    );
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Details', 'Dokumente', 'Historie']);
  });
});

describe('ScreenForm with ruleData, aside and search', () => {
  it('leaves the aside node to the page, searches with a search box and follows the page data in action rules', () => {
    const { rerender } = render(
      <ScreenForm
        document={doc}
        aside={['seitenleiste']}
        ruleData={{ selectedCount: 0 }}
        search="Suchvorgaben"
        onSubmit={() => undefined}
      />,
    );
    // The fields form the search landmark; the toolbar stays outside it.
    expect(
      within(screen.getByRole('search', { name: 'Suchvorgaben' })).getByRole('searchbox', { name: 'Suche' }),
    ).toBeTruthy();
    expect(within(screen.getByRole('search')).queryByRole('toolbar')).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
    const remove = within(screen.getByRole('toolbar')).getByRole('button', { name: 'Löschen' });
    expect(remove.hasAttribute('disabled')).toBe(true);
    rerender(
      <ScreenForm
        document={doc}
        aside={['seitenleiste']}
        ruleData={{ selectedCount: 1 }}
        search="Suchvorgaben"
        onSubmit={() => undefined}
      />,
    );
    expect(within(screen.getByRole('toolbar')).getByRole('button', { name: 'Löschen' }).hasAttribute('disabled')).toBe(
      false,
    );
  });
});
