import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { defaultMessages } from '../../engine/core';
import { hasMessage, messageCatalogue, translate } from './catalogue';
import { Notifications, RELOGIN_MESSAGE } from './notification';
import { validationKey, validationNotifications } from './validation';

const error = (keyword: string, instancePath: string, params: Record<string, unknown>) =>
  ({ keyword, instancePath, schemaPath: '#', params, message: 'english' }) as FastifySchemaValidationError;

describe('the translation catalogue words the server answers', () => {
  it('holds every validation message of the engine under validation.<keyword>, with the same text', () => {
    for (const [keyword, text] of Object.entries(defaultMessages)) {
      const key = `validation.${keyword.replace(':', '.')}`;
      expect(messageCatalogue()[key], key).toBe(text.replace('{n}', '{1}'));
    }
  });

  it('gives every field of a 400 its own notification with the catalogue text and the field path', () => {
    const list = validationNotifications([
      error('maxLength', '/absender/name', { limit: 35 }),
      error('required', '/auftragspositionen/0', { missingProperty: 'warengutBezeichnung' }),
      error('format', '/abholDatumVon', { format: 'date' }),
      error('maxLength', '/absender/name', { limit: 35 }),
    ]);
    expect(list.map((n) => [n.id, n.fieldname, n.message])).toEqual([
      ['validation.maxLength', 'absender.name', translate('validation.maxLength', 35)],
      ['validation.required', 'auftragspositionen.0.warengutBezeichnung', translate('validation.required')],
      ['validation.format', 'abholDatumVon', translate('validation.format.date')],
    ]);
    expect(list[0].message).toBe('max. 35 Zeichen');
    expect(list.every((n) => n.severity === 'ERROR')).toBe(true);
  });

  it('finds the catalogue key of a format of its own, else the general one', () => {
    expect(validationKey('format', { format: 'iban' })).toBe('validation.format.iban');
    expect(validationKey('format', { format: 'uri' })).toBe('validation.format');
    expect(validationKey('minimum', { limit: 0 })).toBe('validation.minimum');
  });

  it('takes the fixed notifications from the catalogue, their id being the key', () => {
    for (const make of Object.values(Notifications)) {
      const n = make();
      expect(hasMessage(n.id), n.id).toBe(true);
      expect(n.message, n.id).toBe(messageCatalogue()[n.id]);
    }
    expect(RELOGIN_MESSAGE).toBe('Bitte melden Sie sich erneut an.');
    expect(Notifications.serverError().message).toBe('Unbekannter Server Fehler aufgetreten');
  });

  it('fills numbered placeholders and falls back to the key, as the portal does', () => {
    expect(translate('auftrag.gespeichert', 4711001)).toBe('Der Auftrag 4711001 wurde erfolgreich gespeichert.');
    expect(translate('gibt.es.nicht')).toBe('gibt.es.nicht');
    expect(translate('auftrag.infozeile', 120, 13)).toBe(
      'Anzahl gemäß Suchvorgaben: 120 / Anzeige pro Seite: 13 / Anzeige aktuell: {3}-{4}',
    );
  });
});
