import type { Page } from 'playwright-core';

/** Key presses of a scenario: every character typed and every other key (Tab, Alt+5, Strg+S …) counts one. */
export interface KeyCount {
  /** All key presses. */
  total: number;
  /** Of them, characters typed into fields. */
  typed: number;
  /** Of them, keys that move, choose or save (total − typed). */
  control: number;
}

/** A keyboard that counts what it presses: the scenario's figure for the test and the bench. */
export class CountingKeyboard {
  private typed = 0;
  private control = 0;
  constructor(private readonly page: Page) {}
  /** Presses `key` (a chord such as 'Alt+N' counts once) `times` times. */
  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) {
      await this.page.keyboard.press(key);
      this.control += 1;
    }
  }
  /** Types `text` one key per character. */
  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
    this.typed += [...text].length;
  }
  /** The counts so far. */
  count(): KeyCount {
    return { total: this.typed + this.control, typed: this.typed, control: this.control };
  }
}

/** Types a party's address from its Name field on: Name, (Name 2), Straße, Hausnummer, (LKZ as it is), PLZ, Ort. */
async function typeAddress(keys: CountingKeyboard, [name, street, number, postcode, town]: string[]): Promise<void> {
  await keys.type(name);
  await keys.press('Tab', 2);
  await keys.type(street);
  await keys.press('Tab');
  await keys.type(number);
  await keys.press('Tab', 2);
  await keys.type(postcode);
  await keys.press('Tab');
  await keys.type(town);
}

/**
 * A whole order captured by keyboard alone on the open, empty capture screen (the focus in the sender's name): sender
 * and recipient with street, postcode and town, Frankatur, two positions (the second by Alt+N), saved with Strg+S.
 * Returns the key count; the caller checks what was saved.
 */
export async function captureOrderByKeyboard(page: Page): Promise<KeyCount> {
  const keys = new CountingKeyboard(page);
  // Absender: Name, (Name 2), Straße, Hausnummer, (LKZ DE), PLZ, Ort.
  await typeAddress(keys, ['Elbe Papierwerke GmbH', 'Am Sandtorkai', '12', '20457', 'Hamburg']);
  // Empfänger (Alt+3 lands on its first field, the address mode switch), then Adressbuch, Name …
  await keys.press('Alt+3');
  await keys.press('Tab', 2);
  await typeAddress(keys, ['Weser Elektrotechnik GmbH', 'Hafenstraße', '7', '28217', 'Bremen']);
  // Allgemein: Frankatur is the panel's first field; a list takes the option whose label starts with the typed text.
  await keys.press('Alt+4');
  await keys.type('unfrei');
  // Position 1: Anzahl VP, Verpackung, Anzahl LM, Lademittel, (VP-Einheit), Inhalt, Gewicht; a list takes the typed start.
  await keys.press('Alt+5');
  await keys.type('2');
  await keys.press('Tab');
  await keys.type('Colli');
  await keys.press('Tab');
  await keys.type('2');
  await keys.press('Tab');
  await keys.type('Europ');
  await keys.press('Tab', 2);
  await keys.type('Papierrollen');
  await keys.press('Tab');
  await keys.type('850');
  // Position 2 by Alt+N: one carton, no load carrier.
  await keys.press('Alt+N');
  await keys.type('1');
  await keys.press('Tab');
  await keys.type('Karton');
  await keys.press('Tab', 4);
  await keys.type('Musterkarton');
  await keys.press('Tab');
  await keys.type('12');
  await keys.press('Control+S');
  return keys.count();
}
