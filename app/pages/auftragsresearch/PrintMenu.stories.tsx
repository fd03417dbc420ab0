import type { Meta, StoryObj } from '@storybook/react-vite';
import { withPortal } from '../../storybook';
import { fixtureOrders, withFixtureApi } from './fixtures';
import { PrintMenu } from './PrintMenu';

/** The order list's print menu from its view document (schemas/views/auftragsresearchDrucken.view.json). */
const meta = {
  title: 'Pages/AuftragsresearchPage/PrintMenu',
  component: PrintMenu,
  decorators: [withFixtureApi, withPortal],
  args: { label: 'Drucken', enabled: true, selected: fixtureOrders(4, new Date('2026-11-20T12:00:00Z')).slice(3) },
} satisfies Meta<typeof PrintMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Opening the menu loads the report types of the server; choosing one prints the marked order. */
export const Aktiv: Story = {};

/** An empty list: the button is disabled and its tooltip says why. */
export const OhneAuftraege: Story = { args: { enabled: false, selected: [] } };
