import type { ViewDocument } from '../../core';

/** A view document with one node of each kind, for the engine's story and tests (a host's texts, no portal's). */
export const sampleView: ViewDocument = {
  id: 'probe',
  messages: { frage: 'Wirklich {name} löschen?' },
  layout: [
    {
      type: 'alert',
      id: 'loeschen',
      open: { var: 'data.fragen' },
      message: 'frage',
      confirm: { id: 'ja', label: 'Ja' },
      cancel: { id: 'nein', label: 'Nein' },
    },
    {
      type: 'dialog',
      id: 'info',
      open: { var: 'data.zeigen' },
      role: 'alertdialog',
      title: '{titel}',
      closeAction: 'zu',
      closeButton: { tooltip: 'Zumachen' },
      width: { var: 'data.breite' },
      height: 300,
      children: [{ type: 'text', text: 'Hallo {name}' }],
      buttons: [{ type: 'button', id: 'ok', label: 'Gut' }],
    },
    { type: 'callout', intent: 'primary', icon: 'time', text: 'Das kann dauern.' },
    { type: 'progress', label: 'Fortschritt', value: { '/': [{ var: 'data.n' }, 4] }, active: true },
    { type: 'text', role: 'status', label: 'Zähler', text: '{n} / 4', visible: { '>': [{ var: 'data.n' }, 0] } },
    {
      type: 'menu',
      id: 'drucken',
      label: 'Drucken',
      icon: 'print',
      menuLabel: 'Berichte',
      items: 'berichte',
      itemLabel: 'label',
      loadingText: 'Lädt …',
    },
    {
      type: 'keyValues',
      label: 'Werte',
      rows: [
        { label: 'Gewicht', value: 'kg', format: 'number' },
        { each: 'teile', label: 'Teil {name}', value: 'menge' },
        { label: 'Leer', value: 'nichts' },
      ],
    },
    {
      type: 'timeline',
      label: 'Verlauf',
      items: 'schritte',
      state: 'stand',
      itemLabel: 'name',
      details: ['{am|date}', '{ort}'],
      states: {
        jetzt: { icon: 'record', title: 'aktuell', current: true },
        fertig: { icon: 'tick', title: 'erledigt' },
      },
    },
    {
      type: 'list',
      label: 'Dateien',
      items: 'dateien',
      action: 'oeffnen',
      itemLabel: ['{name}'],
      icon: { if: [{ var: 'data.bild' }, 'media', 'download'] },
    },
    { type: 'slot', id: 'extra' },
  ],
};

/** Data for {@link sampleView}. */
export const sampleViewData = {
  fragen: true,
  zeigen: true,
  titel: 'Hinweis',
  name: 'Anna',
  breite: '50%',
  n: 1,
  kg: 1240.5,
  teile: [{ name: 'A', menge: 2 }],
  berichte: [{ label: 'Lieferschein' }, { label: 'Etiketten' }],
  schritte: [
    { name: 'Erfasst', stand: 'fertig', am: '2026-11-20T08:00:00Z', ort: 'Hamburg' },
    { name: 'Unterwegs', stand: 'jetzt', ort: '' },
  ],
  dateien: [
    { name: 'foto.png', bild: true },
    { name: 'liste.pdf', bild: false },
  ],
};

/** A time line and a map over two trips, for the engine's story and tests (a host's texts; no outline: the map draws the marks). */
export const planView: ViewDocument = {
  id: 'plan',
  layout: [
    {
      type: 'schedule',
      label: 'Plan',
      items: 'fahrten',
      itemKey: 'nr',
      rowLabel: 'Fahrt {nr}',
      bars: [
        { start: 'los', end: 'an', label: 'Fahrt {nr} von {von}', short: '{nr}', intent: 'primary' },
        { start: 'ruhe', end: 'ruheEnde', label: 'Pause {nr}', short: 'P', intent: 'none' },
      ],
      from: 'tag',
      days: 'tage',
      selected: 'gewaehlt',
      select: 'waehlen',
      open: 'oeffnen',
      emptyText: 'Nichts geplant.',
    },
    {
      type: 'map',
      label: 'Karte',
      outline: 'umriss',
      frame: 'rahmen',
      items: 'fahrten',
      itemKey: 'nr',
      from: { lat: 'a.lat', lon: 'a.lon', label: 'Start {nr} in {von}', shape: 'circle' },
      to: { lat: 'b.lat', lon: 'b.lon', label: 'Ziel {nr}', shape: 'square' },
      selected: 'gewaehlt',
      select: 'waehlen',
      open: 'oeffnen',
      aspect: 1.5,
    },
  ],
};

/** Data for {@link planView}: two trips on one day, the second chosen. */
export const planViewData = {
  tag: '2026-11-26',
  tage: 1,
  gewaehlt: 2,
  umriss: null,
  rahmen: null,
  fahrten: [
    {
      nr: 1,
      von: 'Nord',
      los: '2026-11-26T06:00:00Z',
      an: '2026-11-26T12:00:00Z',
      ruhe: '2026-11-26T09:00:00Z',
      ruheEnde: null,
      a: { lat: 53.5, lon: 10 },
      b: { lat: 48.1, lon: 11.6 },
    },
    {
      nr: 2,
      von: 'West',
      los: '2026-11-26T00:00:00Z',
      an: null,
      a: { lat: 50.9, lon: 7 },
      b: { lat: null, lon: null },
    },
  ],
};
