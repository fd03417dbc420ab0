import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from '@blueprintjs/core';
import { createContext, gridColumns } from '../../../../engine/core';
import { auftragsresearchColumns, profile } from '../../../documents';
import { withPortal } from '../../../storybook';
import { fixtureChain, fixtureOrders, withFixtureApi } from '../fixtures';
import { DocumentsTab } from './DocumentsTab';
import { HistoryTab } from './HistoryTab';
import { OrderDetailsTab } from './OrderDetailsTab';

/** The three tabs of the order list's sidebar, each drawn from its view document (schemas/views/seitenleiste*.view.json). */
function Tabs({ tab, index }: { tab: 'auftrag' | 'historie' | 'dokumente'; index: number }) {
  const order = fixtureOrders(30, new Date('2026-11-20T12:00:00Z'))[index];
  const context = createContext();
  const content = {
    auftrag: () => (
      <OrderDetailsTab
        order={order}
        columns={gridColumns(auftragsresearchColumns, profile.grid.columnWidth)}
        context={context}
      />
    ),
    historie: () => <HistoryTab order={order} chain={fixtureChain} />,
    dokumente: () => <DocumentsTab order={order} />,
  };
  return (
    <Card compact style={{ width: 340 }}>
      {content[tab]()}
    </Card>
  );
}

const meta = {
  title: 'Pages/AuftragsresearchPage/Seitenleiste',
  component: Tabs,
  decorators: [withFixtureApi, withPortal],
  args: { tab: 'auftrag', index: 3 },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Tab Auftrag of a delivered order: its values in the list's columns, then the totals of its positions. */
export const Auftrag: Story = {};

/** Tab Historie of a delivered order: the default chain merged with the history, the delivery as current status. */
export const Historie: Story = { args: { tab: 'historie' } };

/** Tab Historie of a captured order: only the first step reached. */
export const HistorieErfasst: Story = { args: { tab: 'historie', index: 0 } };

/** Tab Dokumente of a delivered order: the proof of delivery and the order's document references. */
export const Dokumente: Story = { args: { tab: 'dokumente' } };
