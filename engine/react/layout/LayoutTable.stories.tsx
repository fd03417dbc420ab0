import type { Meta, StoryObj } from '@storybook/react-vite';
import { ScreenForm } from '../ScreenForm';
import {
  fixtureOptionSources,
  orderPositionsScreen,
  positionsRowActionsScreen,
  serviceSectionsScreen,
  tenantServices,
} from './fixtures';

/** The Auftragspositionen table of order capture, rendered by ScreenForm from its screen document. */
const meta: Meta<typeof ScreenForm> = {
  title: 'Engine/Layout/Table',
  component: ScreenForm,
  args: {
    document: orderPositionsScreen,
    optionSources: fixtureOptionSources,
    context: { config: { isLademeterBerechnen: 'true', isStellplaetzeBerechnen: 'true' } },
    onSubmit: () => undefined,
  },
};
export default meta;
type Story = StoryObj<typeof ScreenForm>;

/** A new order: one empty row, nothing required yet. */
export const Leer: Story = {};

/** Two pallets of tiles and a carton of adhesive; CBM, LDM and Stellplätze computed. */
export const ZweiPositionen: Story = {
  args: {
    formData: {
      auftragspositionen: [
        { laufendePosition: 1, anzahl: 2, inhalt: 'Fliesen', bruttoGewicht: 640, laenge: 120, breite: 80, hoehe: 150 },
        {
          laufendePosition: 2,
          anzahl: 1,
          inhalt: 'Fliesenkleber',
          bruttoGewicht: 25.5,
          laenge: 60,
          breite: 40,
          hoehe: 40,
        },
      ],
    },
  },
};

/** With isLaengePflichtfeld: the length is required in every filled row, never in the trailing empty one. */
export const LaengePflicht: Story = {
  args: { context: { config: { isLaengePflichtfeld: 'true' } } },
};

/** Row action 'Gefahrgut' in each filled row: enabled with a gross weight, opens the dialog of that position. */
export const MitZeilenaktionen: Story = {
  args: {
    document: positionsRowActionsScreen,
    formData: {
      auftragspositionen: [
        { laufendePosition: 1, anzahl: 2, inhalt: 'Fliesen', bruttoGewicht: 640, laenge: 120, breite: 80, hoehe: 150 },
        { laufendePosition: 2, anzahl: 1, inhalt: 'Verdünnung (Kanister)' },
      ],
    },
  },
};

/** The services in one section 'Services' (isServicesInternSendungen off). */
export const ServicesEinAbschnitt: Story = {
  args: { document: serviceSectionsScreen, formData: { auftragServices: tenantServices } },
};

/** With isServicesInternSendungen: 'Services (kostenpfl.)' and 'Services (Intern. Sendungen)' split one list by isKostenpfl. */
export const ServicesZweiAbschnitte: Story = {
  args: {
    document: serviceSectionsScreen,
    formData: { auftragServices: tenantServices },
    context: { config: { isServicesInternSendungen: 'true' } },
  },
};
