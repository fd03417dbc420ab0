import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoAccount, withPortal } from '../../storybook';
import { addDays, today } from './dispoRows';
import { DispositionPage } from './DispositionPage';
import type { DispoData } from './loadDispo';

const day = today();
const at = (offset: number, time: string) => `${addDays(day, offset)}T${time}:00.000Z`;
const place = (plz: string, ort: string, breite: number, laenge: number, lkz = 'DE') => ({
  plz,
  ort,
  lkz,
  breite,
  laenge,
});

/** Three orders around today with their places, as the search and GET /api/auftraege/orte answer them. */
const sample: DispoData = {
  orders: [
    {
      id: 1,
      spedeigennr: '4711000',
      status: { id: 1, kurzBezeichnung: 'erfasst' },
      abholDatumVon: at(0, '08:00'),
      abholDatumBis: at(0, '10:00'),
      zustellDatumVon: at(1, '07:00'),
      zustellDatumBis: at(1, '09:00'),
      sumBruttoGewicht: 12000,
    },
    {
      id: 2,
      spedeigennr: '4711001',
      status: { id: 3, kurzBezeichnung: 'disponiert' },
      abholDatumVon: at(0, '00:00'),
      zustellDatumVon: at(0, '14:00'),
      zustellDatumBis: at(0, '16:00'),
      sumBruttoGewicht: 500,
    },
    {
      id: 3,
      spedeigennr: '4711002',
      status: { id: 1, kurzBezeichnung: 'erfasst' },
      abholDatumVon: at(0, '13:30'),
      zustellDatumVon: at(2, '00:00'),
      sumBruttoGewicht: 2400,
    },
  ],
  places: [
    { id: 1, abholung: place('20457', 'Hamburg', 53.54, 9.99), zustellung: place('80331', 'München', 48.14, 11.57) },
    { id: 2, abholung: place('28195', 'Bremen', 53.08, 8.8), zustellung: place('50667', 'Köln', 50.94, 6.96) },
    { id: 3, abholung: place('01067', 'Dresden', 51.05, 13.74), zustellung: place('1010', 'Wien', 48.21, 16.37, 'AT') },
  ],
};

const meta = {
  title: 'Screens/Disposition',
  component: DispositionPage,
  decorators: [withPortal],
  parameters: { portal: { account: demoAccount, route: '/disposition' } },
  args: { load: async () => sample },
} satisfies Meta<typeof DispositionPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Today's orders on the time line, the map (country outlines of the build, no tile server) and in the list. */
export const Standard: Story = {};

/** A day without orders: the time line and the list say so, the map shows Germany. */
export const OhneAuftraege: Story = { args: { load: async () => ({ orders: [], places: [] }) } };
