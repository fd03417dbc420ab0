import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Classes } from '@blueprintjs/core';
import { composeStories } from '@storybook/react-vite';
import * as stories from './LayoutTable.stories';

const { LaengePflicht } = composeStories(stories);

afterEach(cleanup);

describe('TableCell messages', () => {
  it("shows a cell's validation message in the error colour, as a field's (helper text of a danger FormGroup)", async () => {
    render(<LaengePflicht />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Inhalt (Zeile 1)' }), 'Fliesen');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));
    const table = screen.getByRole('table', { name: 'Auftragspositionen' });
    const messages = within(table).getAllByText('Feld ist ein Pflichtfeld. Bitte ausfüllen.');
    expect(messages.length).toBeGreaterThan(0);
    for (const message of messages) {
      // Blueprint colours .form-helper-text only inside .form-group.intent-danger.
      expect(message.closest(`.${Classes.FORM_HELPER_TEXT}`)).not.toBeNull();
      expect(message.closest(`.${Classes.FORM_GROUP}.${Classes.INTENT_DANGER}`)).not.toBeNull();
    }
  });
});
