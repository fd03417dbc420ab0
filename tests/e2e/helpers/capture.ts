import type { Page } from 'playwright-core';

/** Fills the mandatory sender and recipient fields (name and Ort) of the capture screen with the demo firms. */
export async function fillParties(page: Page): Promise<void> {
  const absender = page.getByRole('tabpanel', { name: 'Absender' });
  const empfaenger = page.getByRole('tabpanel', { name: 'Empfänger' });
  await absender.getByRole('textbox', { name: 'Name', exact: true }).fill('Elbe Papierwerke GmbH');
  await absender.getByRole('textbox', { name: 'Ort', exact: true }).fill('Hamburg');
  await empfaenger.getByRole('textbox', { name: 'Name', exact: true }).fill('Weser Elektrotechnik GmbH');
  await empfaenger.getByRole('textbox', { name: 'Ort', exact: true }).fill('Bremen');
}
