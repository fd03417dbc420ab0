import { describe, expect, it, vi } from 'vitest';
import { createFormStore } from './createFormStore';
import { createMessageStore } from './createMessageStore';

const message = (field: string, text: string) => ({ field, message: text, rule: 'format' });

describe('createMessageStore', () => {
  it("setField replaces one field's messages, keeps the others and clears them when that value changes", () => {
    const store = createFormStore<Record<string, unknown>>({ beladedatum: 'abc', entladedatum: '' });
    const messages = createMessageStore(store);
    messages.set([message('entladedatum', 'Feld ist ein Pflichtfeld. Bitte ausfüllen.')]);
    const listener = vi.fn();
    messages.subscribe('beladedatum', listener);

    messages.setField('beladedatum', [
      message('beladedatum', 'Bitte ein gültiges Datum eingeben.'),
      message('andere', 'nicht dieses Feld'),
    ]);
    expect(messages.get('beladedatum').map((m) => m.message)).toEqual(['Bitte ein gültiges Datum eingeben.']);
    expect(messages.get('entladedatum')).toHaveLength(1);
    expect(messages.get('andere')).toEqual([]);
    expect(listener).toHaveBeenCalledTimes(1);

    store.set('beladedatum', 'abcd');
    expect(messages.get('beladedatum')).toEqual([]);
    expect(messages.get('entladedatum')).toHaveLength(1);
  });
});
