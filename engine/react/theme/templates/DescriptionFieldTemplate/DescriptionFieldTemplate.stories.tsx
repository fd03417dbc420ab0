import type { Meta, StoryObj } from '@storybook/react-vite';
import type { RJSFSchema } from '@rjsf/utils';
import { StoryForm } from '../../fixtures';

/** Delivery time window: explained on the object and on a field. */
const timeWindowSchema: RJSFSchema = {
  type: 'object',
  title: 'Zeitfenster',
  description: 'Zeitraum, in dem der Empfänger die Ware annimmt.',
  properties: {
    von: { type: 'string', title: 'Von', format: 'time' },
    bis: { type: 'string', title: 'Bis', format: 'time', description: 'Spätestens 30 Minuten vor Feierabend' },
  },
};

/** Muted explanatory texts of objects and fields. */
const meta = {
  title: 'Engine/Theme/Templates/DescriptionFieldTemplate',
  component: StoryForm,
  args: { schema: timeWindowSchema, uiSchema: {}, showErrorList: false },
} satisfies Meta<typeof StoryForm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Description under the heading and under a field label. */
export const Descriptions: Story = {};
