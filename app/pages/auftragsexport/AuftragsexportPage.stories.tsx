import type { Meta, StoryObj } from '@storybook/react-vite';
import { demoAccount, withPortal } from '../../storybook';
import { AuftragsexportPage } from './AuftragsexportPage';
import { exportFileName, type ExportRun } from './exportPlan';

const header = '"Auftragsnummer";"Status";"Erfassungsdatum"\r\n';
/** A stand-in export of 37 orders for stories: four chunks of 10, as the server would answer them. */
const fixtureRun: ExportRun = async (request, onProgress) => {
  const total = 37;
  for (let done = 10; done < total + 10; done += 10) {
    await new Promise((r) => setTimeout(r, 30));
    onProgress(Math.min(done, total), total);
  }
  return {
    total,
    file: new File([header], exportFileName(request.datumVon, request.datumBis, request.format), { type: 'text/csv' }),
  };
};

const meta = {
  title: 'Screens/Monatlicher CSV-Export',
  component: AuftragsexportPage,
  decorators: [withPortal],
  parameters: { portal: { account: demoAccount, route: '/auftragsmanagement/auftragsexport' } },
  args: { run: fixtureRun, save: () => undefined },
} satisfies Meta<typeof AuftragsexportPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Default period (2nd of last month to 1st of this month) with a period of 37 orders. */
export const Standard: Story = {};

/** A period without orders. */
export const OhneAuftraege: Story = {
  args: {
    run: async (_r, onProgress) => {
      onProgress(0, 0);
      return { total: 0 };
    },
  },
};
