import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ScreenDocument } from '../../../../core';
import { ScreenForm } from '../../../ScreenForm';

/** Packagings of a tenant as the app's option source loads them (GET /api/verpackungen). */
const verpackungen = [
  { id: 1, kurzBezeichnung: 'KT', langBezeichnung: 'Karton / Faltschachtel' },
  { id: 5, kurzBezeichnung: 'KA', langBezeichnung: 'Kanister' },
];

/**
 * Goods positions with an overview 'Verpackungen je Art' computed by `sumBy` and shown by the `summary` widget; a packaging the
 * list no longer offers is shown by the name the position stored (`storedLabel`, the label path of `sumBy`).
 */
const overviewScreen: ScreenDocument = {
  id: 'uebersicht-je-art',
  dataSchema: {
    type: 'object',
    properties: {
      positionen: {
        type: 'array',
        title: 'Positionen',
        items: {
          type: 'object',
          properties: {
            verpackungAnzahl: { type: 'integer', title: 'Anzahl VP', minimum: 0 },
            verpackung: { type: 'object', properties: { id: { type: 'integer', title: 'Verpackung' } } },
          },
        },
      },
      uebersicht: {
        type: 'object',
        properties: {
          verpackungenJeArt: {
            type: 'array',
            title: 'Verpackungen je Art',
            readOnly: true,
            items: { type: 'object', properties: { key: { type: 'integer' }, sum: { type: 'number' } } },
          },
        },
      },
    },
  },
  layout: [
    {
      type: 'table',
      id: 'positionen',
      field: 'positionen',
      title: 'Positionen',
      columns: [
        { type: 'field', field: 'verpackungAnzahl', widget: 'number' },
        {
          type: 'field',
          field: 'verpackung.id',
          widget: 'select',
          options: {
            source: 'verpackungen',
            label: 'langBezeichnung',
            value: 'id',
            storedLabel: { var: 'row.verpackung.value' },
          },
        },
      ],
    },
    {
      type: 'field',
      field: 'uebersicht.verpackungenJeArt',
      widget: 'summary',
      options: { source: 'verpackungen', label: 'langBezeichnung', value: 'id' },
    },
  ],
  computed: [
    {
      id: 'jeArt',
      field: 'uebersicht.verpackungenJeArt',
      value: { sumBy: [{ var: 'data.positionen' }, 'verpackung.id', 'verpackungAnzahl', 'verpackung.value'] },
    },
  ],
};

/** The `summary` widget: totals per group, named through the field's option source. */
const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Theme/Widgets/SummaryWidget',
  component: ScreenForm,
  args: {
    document: overviewScreen,
    optionSources: async (source) => (source === 'verpackungen' ? verpackungen : []),
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** No positions yet: a dash. */
export const Leer: Story = {};

/** Four cartons and a canister in three positions: 'Karton / Faltschachtel 4', 'Kanister 1'. */
export const DreiPositionen: Story = {
  args: {
    formData: {
      positionen: [
        { verpackungAnzahl: 3, verpackung: { id: 1 } },
        { verpackungAnzahl: 1, verpackung: { id: 5 } },
        { verpackungAnzahl: 1, verpackung: { id: 1 } },
      ],
    },
  },
};

/** A position holds packaging 9, which has left the tenant's list since: select and overview show its stored name 'Eimer'. */
export const FruehererListenwert: Story = {
  args: {
    formData: {
      positionen: [
        { verpackungAnzahl: 3, verpackung: { id: 9, value: 'Eimer' } },
        { verpackungAnzahl: 2, verpackung: { id: 1, value: 'Karton' } },
      ],
    },
  },
};
