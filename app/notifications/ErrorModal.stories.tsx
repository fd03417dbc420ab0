import { useState } from 'react';
import type { ComponentProps } from 'react';
import { Button } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { loginFailedNotification, serverErrorNotification } from '../storybook';
import { ErrorModal } from './ErrorModal';

type ErrorModalProps = ComponentProps<typeof ErrorModal>;

/** Holds the shown notification like NotificationProvider does, so Ok and the close button really close. */
function ClosableErrorModal({ notification, onClose }: ErrorModalProps) {
  const [shown, setShown] = useState(notification);
  return (
    <>
      {!shown && <Button icon="refresh" text="Meldung erneut anzeigen" onClick={() => setShown(notification)} />}
      <ErrorModal
        notification={shown}
        onClose={() => {
          setShown(undefined);
          onClose();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Notifications/ErrorModal',
  component: ErrorModal,
  args: { notification: loginFailedNotification, onClose: fn() },
  render: (args) => <ClosableErrorModal {...args} />,
} satisfies Meta<typeof ErrorModal>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The server's answer to a wrong password at login. */
export const AnmeldungFehlgeschlagen: Story = {};

/** A 500 answer, mapped to the generic server error text. */
export const Serverfehler: Story = { args: { notification: serverErrorNotification } };
