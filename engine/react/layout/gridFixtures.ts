import type { ScreenDocument } from '../../core';

const address = (prefix: string) => ({
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name', maxLength: 35 },
    strasse: { type: 'string', title: 'Straße', maxLength: 35 },
    hausnummer: { type: 'string', title: 'Hausnummer', maxLength: 10 },
    lkz: { type: 'string', title: 'LKZ', maxLength: 3 },
    plz: { type: 'string', title: 'PLZ', maxLength: 10 },
    ort: { type: 'string', title: `Ort ${prefix}`.trim(), maxLength: 35 },
  },
});

/** An address panel whose lines are rows: Name; Straße | Nr.; LKZ | PLZ | Ort. */
const addressPanel = (id: string, title: string) => ({
  type: 'panel' as const,
  id,
  title,
  span: 6,
  children: [
    { type: 'field' as const, field: `${id}.name` },
    {
      type: 'row' as const,
      id: `${id}StrasseZeile`,
      children: [
        { type: 'field' as const, field: `${id}.strasse`, span: 9 },
        { type: 'field' as const, field: `${id}.hausnummer`, span: 3 },
      ],
    },
    {
      type: 'row' as const,
      id: `${id}OrtZeile`,
      children: [
        { type: 'field' as const, field: `${id}.lkz`, span: 2, width: 'xs' as const },
        { type: 'field' as const, field: `${id}.plz`, span: 3 },
        { type: 'field' as const, field: `${id}.ort` },
      ],
    },
  ],
});

/**
 * The layout vocabulary in one document: sender and recipient side by side (row, span 6), grouped address lines, a header
 * row sharing the 12 columns equally, named widths, labels beside, a collapsible panel and a compact table.
 */
export const gridScreen: ScreenDocument = {
  id: 'raster',
  dataSchema: {
    type: 'object',
    properties: {
      datum: { type: 'string', title: 'Erfassungsdatum' },
      nummer: { type: 'string', title: 'Auftragsnummer' },
      referenz: { type: 'string', title: 'Partnerreferenz' },
      absender: address(''),
      empfaenger: address(''),
      gewicht: { type: 'number', title: 'Gewicht kg' },
      cbm: { type: 'number', title: 'cbm' },
      hinweis: { type: 'string', title: 'Hinweis', maxLength: 200 },
      positionen: {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            anzahl: { type: 'integer', title: 'Anzahl' },
            inhalt: { type: 'string', title: 'Inhalt' },
          },
        },
      },
    },
  },
  layout: [
    {
      type: 'panel',
      id: 'kopf',
      title: 'Auftrag',
      children: [
        {
          type: 'row',
          id: 'kopfZeile',
          children: [
            { type: 'field', field: 'datum', width: 's' },
            { type: 'field', field: 'nummer' },
            { type: 'field', field: 'referenz' },
          ],
        },
      ],
    },
    {
      type: 'row',
      id: 'parteien',
      children: [addressPanel('absender', 'Absender'), addressPanel('empfaenger', 'Empfänger')],
    },
    {
      type: 'row',
      id: 'angaben',
      children: [
        {
          type: 'panel',
          id: 'summen',
          title: 'Übersicht',
          span: 4,
          labels: 'beside',
          children: [
            { type: 'field', field: 'gewicht' },
            { type: 'field', field: 'cbm' },
          ],
        },
        {
          type: 'panel',
          id: 'hinweise',
          title: 'Hinweise',
          span: 8,
          collapsible: true,
          collapsed: true,
          children: [{ type: 'field', field: 'hinweis' }],
        },
      ],
    },
    {
      type: 'table',
      id: 'positionenTabelle',
      field: 'positionen',
      title: 'Positionen',
      density: 'compact',
      columns: [
        { type: 'field', field: 'anzahl', width: 'xs' },
        { type: 'field', field: 'inhalt', width: 'l' },
      ],
    },
  ],
};
