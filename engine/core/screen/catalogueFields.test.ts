import { describe, expect, it } from 'vitest';
import { catalogueFormData, catalogueValues, withCatalogueFields, type SwitchCatalogue } from './catalogueFields';
import type { ScreenDocument } from './types';

const catalogue: SwitchCatalogue = {
  groups: [
    { id: 'profil', title: 'Kundenprofil' },
    { id: 'erfassung', title: 'Auftragserfassung' },
  ],
  switches: {
    clientKunde: {
      type: 'text',
      label: 'Kunde',
      group: 'profil',
      default: 'default',
      values: ['default', 'mmt'],
      description: 'Kundenprofil',
    },
    isTauschgeraete: {
      type: 'flag',
      label: 'Tauschgeräte',
      group: 'erfassung',
      default: 'false',
      description: 'Tauschgeräte erfassen',
    },
    terminArtFixTermin: {
      type: 'number',
      group: 'erfassung',
      default: '4',
      description: 'Terminkennzeichen des Fixtermins',
    },
    isNeu: { type: 'flag', default: 'true', description: 'Ohne Thema' },
  },
};
const screen: ScreenDocument = {
  id: 'coco',
  dataSchema: { type: 'object', properties: { isTauschgeraete: { type: 'boolean', description: 'eigener Text' } } },
  layout: [],
  fieldsFrom: {
    catalogue: 'client-switches',
    types: {
      flag: { widget: 'toggle', span: 3 },
      choice: { span: 3 },
      number: { span: 3, schema: { pattern: '^[0-9]*$', maxLength: 9 } },
      text: { span: 6, schema: { maxLength: 4000 } },
    },
  },
};

describe('withCatalogueFields', () => {
  it('appends one panel per topic, one typed field per switch, label and help text from the catalogue', () => {
    const built = withCatalogueFields(screen, catalogue);
    expect(built.layout.map((n) => ('title' in n ? n.title : undefined))).toEqual([
      'Kundenprofil',
      'Auftragserfassung',
    ]);
    const fields = JSON.stringify(built.layout);
    // A switch without a topic stands under the last one.
    expect(fields.indexOf('isNeu')).toBeGreaterThan(fields.indexOf('terminArtFixTermin'));
    const props = built.dataSchema.properties as Record<string, Record<string, unknown>>;
    expect(props.clientKunde).toMatchObject({ type: 'string', title: 'Kunde', enum: ['default', 'mmt'] });
    expect(props.isTauschgeraete).toMatchObject({
      type: 'boolean',
      title: 'Tauschgeräte',
      description: 'eigener Text',
    });
    expect(props.terminArtFixTermin).toMatchObject({
      type: 'string',
      title: 'Terminkennzeichen des Fixtermins',
      pattern: '^[0-9]*$',
    });
    expect(fields).toContain('"help":"Tauschgeräte erfassen"');
    expect(fields).toContain('"widget":"toggle","span":3');
    // Without fieldsFrom the document stays as it is.
    expect(withCatalogueFields({ ...screen, fieldsFrom: undefined }, catalogue).layout).toEqual([]);
  });
});

describe('catalogueFormData and catalogueValues', () => {
  it('turn string values into the form (flags true/false, an unknown choice the default) and back into strings', () => {
    const data = catalogueFormData(catalogue, {
      clientKunde: 'acme',
      isTauschgeraete: 'true',
      terminArtFixTermin: '5',
    });
    expect(data).toEqual({ clientKunde: 'default', isTauschgeraete: true, terminArtFixTermin: '5', isNeu: true });
    expect(catalogueValues(catalogue, { ...data, isNeu: false })).toEqual({
      clientKunde: 'default',
      isTauschgeraete: 'true',
      terminArtFixTermin: '5',
      isNeu: 'false',
    });
  });
});
