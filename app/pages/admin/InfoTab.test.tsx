import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import * as stories from './InfoTab.stories';
import { formatLogLine } from './logLines';

const { Info, IndexAktualisieren } = composeStories(stories);

afterEach(cleanup);

describe('InfoTab: sessions, server log and index update', () => {
  it('shows the session count and the log lines by time, level name and message, the rest as JSON', async () => {
    const { container } = render(<Info />);
    await Info.play?.({ canvasElement: container });
    const log = screen.getByRole('textbox', { name: 'Server-Log' }) as HTMLTextAreaElement;
    await waitFor(() => expect(log.value).toMatch(/WARNUNG\s+Anmeldung fehlgeschlagen \{"reqId":"req-1","userId":4\}/));
    expect(log.readOnly).toBe(true);
    expect(screen.getByText('Aktive Sitzungen').closest('div')?.parentElement?.textContent).toContain('3');
  });

  it('shows the progress while the index is rebuilt, then the success notice of account-admin.md §8', async () => {
    const { container } = render(<IndexAktualisieren />);
    await IndexAktualisieren.play?.({ canvasElement: container });
    expect((screen.getByRole('button', { name: 'Index aktualisieren' }) as HTMLButtonElement).disabled).toBe(true);
    await screen.findByText('Der Index Auftragssuche wurde erfolgreich aktualisiert.', {}, { timeout: 15_000 });
  });

  it('leaves a line that is not JSON as it is', () => {
    expect(formatLogLine('kein JSON', () => 'INFO')).toBe('kein JSON');
  });
});
