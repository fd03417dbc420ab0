import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { auftragserfassungScreen } from '../../../schemas';
import { DailyPriceDialog } from './DailyPriceDialog';
import { pricedOrderParts } from './dailyPriceFixtures';

/** The daily price (Tagespreis) of the order capture from its view document (schemas/views/tagespreis.view.json), read-only. */
const meta = {
  title: 'Pages/AuftragserfassungPage/DailyPriceDialog',
  component: DailyPriceDialog,
  args: {
    orderId: 4711,
    size: auftragserfassungScreen.actions?.find((a) => a.id === 'tagespreis')?.modal,
    load: async () => pricedOrderParts,
    onClose: fn(),
    onError: fn(),
  },
} satisfies Meta<typeof DailyPriceDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A priced order with two parts (Fracht in EUR, Zustellung in CHF); the first part's positions are shown. */
export const MitBerechnung: Story = {};

/** The server answers no parts yet. */
export const OhneBerechnung: Story = { args: { load: async () => [] } };

/** The server refuses (e.g. the order belongs to another tenant): the page reports the error, the dialog stays empty. */
export const Fehler: Story = {
  args: {
    load: async () => {
      throw new Error('Die angeforderte Ressource wurde nicht gefunden.');
    },
  },
};
