import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, within } from 'storybook/test';
import { navigation } from '../../schemas';
import { demoAccount, leserAccount, ruleContextOf, withPortal } from '../storybook';
import { MainMenu } from './MainMenu';

/** Opens a menu group; its entries render in a popover portal, hence the search in the whole document. */
function openGroup(label: string) {
  return async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: label }));
    await within(canvasElement.ownerDocument.body).findByRole('menu', { name: label });
  };
}

const meta = {
  title: 'Layout/MainMenu',
  component: MainMenu,
  decorators: [withPortal],
  args: { navigation, context: ruleContextOf(demoAccount) },
} satisfies Meta<typeof MainMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The groups of schemas/navigation/menu.json for 'demo', all closed. */
export const Menue: Story = {};

/** 'demo' (edit right) opens 'Auftragsmanagement': every entry of the group is offered. */
export const AuftragsmanagementGeoeffnet: Story = { play: openGroup('Auftragsmanagement') };

/** 'leser' (no edit right) opens 'Auftragsmanagement': only the list and the CSV export remain. */
export const OhneBearbeitungsrecht: Story = {
  args: { context: ruleContextOf(leserAccount) },
  play: openGroup('Auftragsmanagement'),
};
