import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@blueprintjs/core';
import { withPortal } from '../../../storybook';
import { withApiKeyApi } from '../../admin/apiKeyStoryApi';
import { ChangesTab } from './ChangesTab';

/** The sidebar's tab 'Änderungen' at the sidebar's width. */
function InSidebar({ orderId }: { orderId: number }) {
  return (
    <Card compact style={{ width: 340 }}>
      <ChangesTab orderId={orderId} />
    </Card>
  );
}

const meta = {
  title: 'Pages/AuftragsresearchPage/Seitenleiste/Änderungen',
  component: InSidebar,
  decorators: [withApiKeyApi, withPortal],
  args: { orderId: 4711 },
} satisfies Meta<typeof InSidebar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An order changed over an API key and by an admin as the user: each field old → new, when and who. */
export const Aenderungen: Story = {};
