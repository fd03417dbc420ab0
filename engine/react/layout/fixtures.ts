import { positionsScreen } from '../../core/fixtures';
import type { ScreenDocument } from '../../core';

/** Reference items as the app's option source would load them (GET verpackungen of the tenant). */
export const verpackungen = [
  { id: 1, kurzBezeichnung: 'EP', langBezeichnung: 'Europalette', lademittel: true },
  { id: 2, kurzBezeichnung: 'EW', langBezeichnung: 'Einwegpalette', lademittel: true },
  { id: 3, kurzBezeichnung: 'GB', langBezeichnung: 'Gitterbox', lademittel: true },
  { id: 4, kurzBezeichnung: 'KT', langBezeichnung: 'Karton', lademittel: false },
];

/** An option source over the fixture items, as app/ implements it with the generated client. */
export const fixtureOptionSources = async (source: string, params: Record<string, unknown>) => {
  if (source !== 'verpackungen') return [];
  return params.nurLademittel ? verpackungen.filter((v) => v.lademittel) : verpackungen;
};

/** The goods positions of an order plus the services panel with its add/edit dialog (orders.md §4). */
export const orderPositionsScreen: ScreenDocument = {
  ...positionsScreen,
  id: 'auftrag-positionen',
  dataSchema: {
    ...positionsScreen.dataSchema,
    properties: {
      ...positionsScreen.dataSchema.properties,
      lademittel: { type: 'integer', title: 'Lademittel' },
      serviceIndex: { type: 'integer', title: 'Service-Nr.' },
      serviceName: { type: 'string', title: 'Bezeichnung', maxLength: 35 },
      serviceBemerkung: { type: 'string', title: 'Bemerkung', maxLength: 200 },
    },
  },
  layout: [
    ...positionsScreen.layout,
    {
      type: 'field',
      field: 'lademittel',
      widget: 'suggest',
      options: {
        source: 'verpackungen',
        params: { nurLademittel: true },
        label: 'langBezeichnung',
        value: 'id',
        filter: { '!=': [{ var: 'option.item.kurzBezeichnung' }, 'EW'] },
      },
    },
    {
      type: 'dialog',
      id: 'serviceDialog',
      width: 500,
      height: 300,
      canOutsideClickClose: false,
      title: {
        if: [{ var: 'data.serviceIndex' }, { cat: [{ var: 'data.serviceName' }, ' bearbeiten'] }, 'Service hinzufügen'],
      },
      confirm: { label: 'Übernehmen', enabled: { '!!': [{ var: 'data.serviceName' }] } },
      children: [
        { type: 'field', field: 'serviceName' },
        { type: 'field', field: 'serviceBemerkung', widget: 'textarea', maxLineBreaks: 3 },
      ],
    },
  ],
  actions: [
    { id: 'serviceHinzufuegen', label: 'Service hinzufügen', kind: 'button', icon: 'add', opens: 'serviceDialog' },
    { id: 'tagespreis', label: 'Tagespreis', kind: 'button', enabled: { '>': [{ var: 'data.summeCbm' }, 0] } },
    { id: 'speichern', label: 'Speichern', kind: 'submit', intent: 'primary' },
  ],
};

/**
 * The positions table with a row action 'Gefahrgut' (enabled once the position has a gross weight) that opens the
 * dangerous-goods dialog of that position, as order capture declares it (orders.md §5).
 */
export const positionsRowActionsScreen: ScreenDocument = {
  ...positionsScreen,
  id: 'auftrag-positionen-zeilenaktionen',
  dataSchema: {
    ...positionsScreen.dataSchema,
    properties: { ...positionsScreen.dataSchema.properties, unnr: { type: 'string', title: 'UN-Nr.', maxLength: 4 } },
  },
  layout: [
    ...positionsScreen.layout.map((n) =>
      n.type === 'table'
        ? {
            ...n,
            rowActions: [
              {
                id: 'gefahrgut',
                label: 'Gefahrgut',
                icon: 'warning-sign',
                opens: 'gefahrgutDialog',
                enabled: { '>': [{ var: 'row.bruttoGewicht' }, 0] },
              },
            ],
          }
        : n,
    ),
    {
      type: 'dialog',
      id: 'gefahrgutDialog',
      title: 'Gefahrgut hinzufügen',
      width: 600,
      height: 300,
      confirm: { label: 'Übernehmen' },
      children: [{ type: 'field', field: 'unnr' }],
    },
  ],
};

const cfgInternSendungen = { '==': [{ var: 'config.isServicesInternSendungen' }, 'true'] };
const serviceColumns = [
  { type: 'field' as const, field: 'active', widget: 'toggle' },
  { type: 'field' as const, field: 'bezeichnung', readOnly: true },
  { type: 'field' as const, field: 'wert' },
];

/** The services of an order in one or two sections, split by isKostenpfl under a switch (orders.md §2): titleRule and rowFilter. */
export const serviceSectionsScreen: ScreenDocument = {
  id: 'auftrag-services',
  dataSchema: {
    type: 'object',
    properties: {
      auftragServices: {
        type: 'array',
        title: 'Services',
        items: {
          type: 'object',
          properties: {
            active: { type: 'boolean', title: 'aktiv' },
            bezeichnung: { type: 'string', title: 'Service' },
            wert: { type: 'string', title: 'Wert', maxLength: 100 },
            isKostenpfl: { type: 'boolean' },
          },
        },
      },
    },
  },
  layout: [
    {
      type: 'table',
      id: 'services',
      field: 'auftragServices',
      title: 'Services',
      columns: serviceColumns,
      titleRule: { if: [cfgInternSendungen, 'Services (kostenpfl.)', 'Services'] },
      rowFilter: { or: [{ '!': cfgInternSendungen }, { '!==': [{ var: 'row.isKostenpfl' }, false] }] },
    },
    {
      type: 'table',
      id: 'servicesIntern',
      field: 'auftragServices',
      title: 'Services (Intern. Sendungen)',
      columns: serviceColumns,
      visible: cfgInternSendungen,
      rowFilter: { '===': [{ var: 'row.isKostenpfl' }, false] },
    },
  ],
};

/** Default services of a tenant: two chargeable, one for internal shipments. */
export const tenantServices = [
  { active: true, bezeichnung: 'Hebebühne', isKostenpfl: true },
  { active: false, bezeichnung: 'Selbstabholung durch den Empfänger', isKostenpfl: false },
  { active: false, bezeichnung: 'Telefonavis vor Zustellung', isKostenpfl: true },
];
