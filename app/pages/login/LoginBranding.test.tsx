import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ClientLogo } from './LoginBranding';

afterEach(cleanup);

const show = (config: Record<string, string>) =>
  render(<ClientLogo config={config} alt="Kundenlogo" linkLabel="Internetseite des Kunden" />);

describe('ClientLogo', () => {
  it('shows the configured logo file, linked to the client website', () => {
    show({ clientLogo: 'logos/phl.svg', clientWebsite: 'https://www.phl.example/' });
    expect(screen.getByRole('link', { name: 'Internetseite des Kunden' }).getAttribute('href')).toBe(
      'https://www.phl.example/',
    );
    expect(screen.getByRole('img', { name: 'Kundenlogo' }).getAttribute('src')).toMatch(/\/logos\/phl\.svg$/);
  });

  it('never links a javascript: or data: address and never shows a foreign picture: no link, the product logo', () => {
    for (const clientWebsite of ['javascript:alert(1)', 'data:text/html,x', 'www.ohne-schema.de', '']) {
      show({ clientLogo: 'https://evil.example/x.svg', clientWebsite });
      expect(screen.queryByRole('link'), clientWebsite).toBeNull();
      expect(screen.getByRole('img', { name: 'Kundenlogo' }).getAttribute('src')).toMatch(
        /\/logos\/disponent-online\.svg$/,
      );
      cleanup();
    }
  });
});
