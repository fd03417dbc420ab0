import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClientInfobox } from './ClientInfobox';

afterEach(cleanup);

describe('ClientInfobox', () => {
  it('shows the allowed formatting and drops scripts, handlers, javascript: links and a second h1', () => {
    render(
      <ClientInfobox
        label="Hinweise"
        html={
          '<h1>Titel</h1><p>Hallo <b>Kunde</b></p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">böse</a><a href="https://example.org">gut</a>'
        }
      />,
    );
    const box = screen.getByRole('region', { name: 'Hinweise' });
    expect(box.innerHTML).not.toMatch(/script|onerror|javascript|<img|<h1/);
    expect(box.textContent).toBe('TitelHallo Kundebösegut');
    expect(screen.getByRole('link', { name: 'gut' }).getAttribute('href')).toBe('https://example.org');
  });

  it('shows nothing for an empty or fully removed box', () => {
    const { container } = render(<ClientInfobox label="Hinweise" html="<script>x</script>" />);
    expect(container.innerHTML).toBe('');
  });
});
