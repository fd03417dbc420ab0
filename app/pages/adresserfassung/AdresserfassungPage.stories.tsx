import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router-dom';
import { demoAccount, hauptAccount, withPortal } from '../../storybook';
import { withAddressApi } from '../adressmanagement/addressStoryApi';
import { AdresserfassungPage } from './AdresserfassungPage';

/** The page under its routes, so the id and ?copyId reach it as in the portal. */
function Routed() {
  return (
    <Routes>
      <Route path="/masterdata/adresserfassung" element={<AdresserfassungPage />} />
      <Route path="/masterdata/adresserfassung/:id" element={<AdresserfassungPage />} />
    </Routes>
  );
}

const meta = {
  title: 'Screens/Adresserfassung',
  component: Routed,
  decorators: [withAddressApi, withPortal],
  parameters: { portal: { account: demoAccount, route: '/masterdata/adresserfassung' } },
} satisfies Meta<typeof Routed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A new address: tabs Allgemein, Anschrift (country and place search), Kontakt. */
export const NeueAdresse: Story = {};

/** A stored address that is not in transfer: every field can be changed. */
export const Aendern: Story = {
  parameters: { portal: { account: demoAccount, route: '/masterdata/adresserfassung/102' } },
};

/** An address in transfer: Allgemein and Anschrift read-only, the hint to copy it, save disabled (no edit switch). */
export const InUebertragung: Story = {
  parameters: { portal: { account: demoAccount, route: '/masterdata/adresserfassung/101' } },
};

/** The copy of the address in transfer: number, matchcode, contact, phone and mail cleared, everything editable. */
export const Kopie: Story = {
  parameters: { portal: { account: demoAccount, route: '/masterdata/adresserfassung?copyId=101' } },
};

/** A main client's user: the tenant selector on a new address. */
export const Hauptmandant: Story = {
  parameters: { portal: { account: hauptAccount, route: '/masterdata/adresserfassung' } },
};
