import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** The value of a text box or combo box. */
export const valueOf = (element: HTMLElement) => (element as HTMLInputElement).value;

/**
 * Types `text` into a suggest box (the capture page's ADR search) and picks the option whose name starts with `option`,
 * once the list answers the typed text (options of an older search stay disabled).
 */
export async function pickSuggestion(box: HTMLElement, text: string, option: string): Promise<void> {
  // A list closed a moment ago stays in jsdom's DOM during its exit transition and still answers clicks for its own box
  // (another row's): open this box's list only once no other list is left.
  await waitFor(() => expect(screen.queryAllByRole('listbox')).toEqual([]), { timeout: 10000 });
  await userEvent.click(box);
  fireEvent.change(box, { target: { value: text } });
  const name = new RegExp(`^${option}`);
  // Generous ceiling for a busy machine: the list answers after the typing pause and the (stubbed) request.
  await waitFor(() => expect(screen.getByRole('option', { name }).getAttribute('aria-disabled')).toBeNull(), {
    timeout: 10000,
  });
  fireEvent.click(within(screen.getByRole('option', { name })).getByText(option));
}
