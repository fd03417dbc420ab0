import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { infoNotifications } from '../storybook';
import { InfoBanners } from './InfoBanners';

type InfoBannersProps = ComponentProps<typeof InfoBanners>;

/** Holds the banner list like NotificationProvider does, so banners really vanish after their duration. */
function DismissingInfoBanners({ items, onDismiss }: InfoBannersProps) {
  const [shown, setShown] = useState(items);
  return (
    <>
      {shown.length === 0 && <Button icon="refresh" text="Hinweise erneut anzeigen" onClick={() => setShown(items)} />}
      <InfoBanners
        items={shown}
        onDismiss={(key) => {
          setShown((list) => list.filter((i) => i.key !== key));
          onDismiss(key);
        }}
      />
    </>
  );
}

const meta = {
  title: 'Notifications/InfoBanners',
  component: InfoBanners,
  args: {
    // NotificationProvider's default duration.
    items: infoNotifications.map((n, index) => ({ ...n, key: index + 1, duration: 5000 })),
    onDismiss: fn(),
  },
  render: (args) => <DismissingInfoBanners {...args} />,
} satisfies Meta<typeof InfoBanners>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two INFO notifications after saving an order and a template; both vanish after 5 s. */
export const Hinweise: Story = {};

/** A banner kept for a minute, for reviewing its look. */
export const LangeSichtbar: Story = {
  args: { items: [{ ...infoNotifications[0], key: 1, duration: 60_000 }] },
};
