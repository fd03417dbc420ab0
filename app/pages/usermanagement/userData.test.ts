import { describe, expect, it } from 'vitest';
import { toFormData, toUserBody } from './userData';

describe('user dialog data', () => {
  it('sends the name trimmed and leaves the rule data and empty passwords behind', () => {
    expect(
      toUserBody({
        name: '  Äpfel ',
        email: ' a@b.example ',
        nameVergeben: 'x',
        eigener: true,
        password: '',
        passwordRepeat: '',
        passwordOld: 'alt',
      }),
    ).toEqual({ name: 'Äpfel', email: 'a@b.example' });
  });

  it('sends a new password with its repeat and the current one', () => {
    expect(
      toUserBody({ id: 3, name: 'demo', password: 'Neu#1234', passwordRepeat: 'Neu#1234', passwordOld: 'Alt#1234' }),
    ).toMatchObject({ id: 3, password: 'Neu#1234', passwordRepeat: 'Neu#1234', passwordOld: 'Alt#1234', email: null });
  });

  it('sends the version the dialog read back (the server refuses a change without it)', () => {
    expect(toUserBody(toFormData({ id: 3, name: 'demo', email: 'd@b.example', version: 5 }, false))).toMatchObject({
      id: 3,
      version: 5,
    });
  });

  it('drops nulls of a stored user and marks the own one', () => {
    expect(toFormData({ id: 1, name: 'demo', email: null }, true)).toEqual({ id: 1, name: 'demo', eigener: true });
    expect(toFormData(null, false)).toEqual({});
  });
});
