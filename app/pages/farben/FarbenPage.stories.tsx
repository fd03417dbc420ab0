import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoAccount, withPortal } from '../../storybook';
import { FarbenPage } from './FarbenPage';

const meta = {
  title: 'Screens/Farben',
  component: FarbenPage,
  decorators: [withPortal],
  parameters: { portal: { account: demoAccount, route: '/farben' } },
} satisfies Meta<typeof FarbenPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Storybook runs on localhost, a development host: every colour variable of the themes with sample and contrast. */
export const Standard: Story = {};
