import { describe, expect, it } from 'vitest';
import { toRegistration } from './registration';

describe('toRegistration', () => {
  it('sends the payload of the contract: trimmed texts, without repeat, place search, rule data and empty fields', () => {
    expect(
      toRegistration({
        name: ' neu ',
        email: ' a@b.de ',
        password: 'Ab#12345',
        passwordRepeat: 'Ab#12345',
        ortSuche: '10115',
        nameVergeben: 'demo',
        owningMandant: {
          name: ' Firma ',
          adresse: {
            fremdnummer: '1',
            name: 'Firma',
            zeile2: '',
            lkz: 'DE',
            plz: '10115',
            ort: 'Berlin',
            strasse: ' Weg ',
          },
        },
      }),
    ).toEqual({
      name: 'neu',
      email: 'a@b.de',
      password: 'Ab#12345',
      owningMandant: {
        name: 'Firma',
        adresse: { fremdnummer: '1', name: 'Firma', lkz: 'DE', plz: '10115', ort: 'Berlin', strasse: 'Weg' },
      },
    });
  });
});
