import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormRuntimeContext } from '../runtime';
import { ErrorSummary } from './ErrorSummary';
import { refusal, refusedRuntime } from './fixtures';

/** The error summary of a refused save: each open message with a link to its field, in display order. */
const meta: Meta<{ messages: typeof refusal }> = {
  title: 'Engine/ScreenForm/ErrorSummary',
  render: ({ messages }) => (
    <FormRuntimeContext.Provider value={refusedRuntime(messages)}>
      <ErrorSummary />
    </FormRuntimeContext.Provider>
  ),
  args: { messages: refusal },
};
export default meta;
type Story = StoryObj<typeof meta>;

/** Sender, recipient, Frankatur, a position's weight and a dangerous-goods line of that position. */
export const Abgelehnt: Story = {};

/** A message the layout does not show is listed without a link. */
export const OhneFeld: Story = {
  args: { messages: [{ field: 'intern', message: 'Der Auftrag ist bereits übertragen.', rule: 'server' }] },
};
