import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as pagerStories from '../../engine/react/grid/GridPager.stories';
import { textCatalogue } from '../../schemas/texts';
import { installBundledDocuments } from '../documents/bundled';
import { PlaceholderPage } from '../routing/PlaceholderPage';
import { noticeMs, screenTexts, t } from '.';

const { MitteDerListe } = composeStories(pagerStories);

afterEach(() => {
  cleanup();
  installBundledDocuments();
});

describe("the portal's texts", () => {
  it("come from the catalogue and the screens' messages, placeholders filled", () => {
    expect(t('laedt')).toBe('Wird geladen');
    const text = screenTexts('auftragserfassung.screen');
    expect(text('gespeichert', 4711)).toBe('Der Auftrag 4711 wurde erfolgreich gespeichert.');
    expect(screenTexts('auftragsresearch.screen')('mehrAls', { n: '1.000' })).toContain('1.000');
    expect(text.named('gibtEsNicht')).toBe('gibtEsNicht');
    expect(screenTexts('usermanagement.screen', 'usermanagementDialog.screen')('titelBearbeiten', 'mia')).toBe(
      'Benutzer mia bearbeiten',
    );
    expect([noticeMs('info'), noticeMs('success')]).toEqual([5000, 10000]);
  });

  it("show what the served catalogue says, the engine's controls included", () => {
    installBundledDocuments({
      texts: {
        ...textCatalogue,
        texts: { ...textCatalogue.texts, nichtUmgesetzt: 'Kommt bald.' },
        engine: { lastPage: 'Zum Ende', pageInfo: '{from}–{to} von {total}' },
      },
    });
    render(<PlaceholderPage title="Disposition" />);
    expect(screen.getByText('Kommt bald.')).toBeTruthy();
    render(<MitteDerListe />);
    expect(screen.getByRole('button', { name: 'Zum Ende' })).toBeTruthy();
    expect(screen.getByText('183–195 von 312')).toBeTruthy();
  });

  it("fall back to the engine's German when the catalogue replaces none", () => {
    render(<MitteDerListe />);
    expect(screen.getByRole('button', { name: 'Letzte Seite' })).toBeTruthy();
  });
});

describe("the catalogue's format", () => {
  it('requires every key of the catalogue, so a served catalogue lacking one the portal reads is refused', async () => {
    const meta = (await import('../../schemas/meta/texts.schema.json')).default;
    expect([...meta.properties.texts.required].sort()).toEqual(Object.keys(textCatalogue.texts).sort());
  });
});
