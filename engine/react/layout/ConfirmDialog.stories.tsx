import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ConfirmDialog } from './ConfirmDialog';

/** The order capture's address-creation question: 400 × 175 px (orders.md §2 Modals), Ja / Nein. */
const meta = {
  title: 'Engine/Layout/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    node: {
      id: 'adresseAnlegen',
      message: 'adresseAnlegenFrage',
      width: 400,
      height: 175,
      confirmLabel: 'Ja',
      cancelLabel: 'Nein',
      intent: 'primary',
      icon: 'add',
    },
    isOpen: true,
    message: 'Wollen Sie die Adresse vom Typ Absender anlegen?',
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Leaving the sender tab while a new sender address is being entered. */
export const AdresseAnlegen: Story = {};
