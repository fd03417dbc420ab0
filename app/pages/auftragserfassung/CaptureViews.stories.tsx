import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentView } from '../../../engine/react';
import { viewDocument, type ViewName } from '../../documents';
import { captureQuestionsView, capturePrintView } from './documentIds';

/** A view document of the capture screen with the data its page gives: the answers go to the action log. */
function CaptureView({
  view,
  data,
  onAction,
}: {
  view: ViewName;
  data: Record<string, unknown>;
  onAction: (id: string, item?: unknown) => void;
}) {
  return <DocumentView document={viewDocument(view)} data={data} onAction={onAction} />;
}

const meta = {
  title: 'Pages/AuftragserfassungPage/Rückfragen und Druckmenü',
  component: CaptureView,
  args: { view: captureQuestionsView, data: { abbrechen: true }, onAction: fn() },
} satisfies Meta<typeof CaptureView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Abbrechen' or Escape: the question with Ja and Nein (schemas/views/auftragserfassungFragen.view.json). */
export const AbbrechenFrage: Story = {};

/** A check cleared a field and says why; OK closes the notice. */
export const Hinweis: Story = {
  args: { data: { hinweis: 'Der Premium-Service ist mit Gefahrgut nicht erlaubt.' } },
};

/** The capture's print menu while the report types load (schemas/views/auftragserfassungDrucken.view.json). */
/** A draft of the order is kept in the browser: offered after a reload, crash or re-login (Wiederherstellen, Verwerfen). */
export const EntwurfAngeboten: Story = { args: { data: { entwurf: '26.11.2026, 10:32' } } };

export const DruckmenueLaedt: Story = { args: { view: capturePrintView, data: { label: 'Drucken', berichte: null } } };

/** A tenant without reports: the print button is disabled and its tooltip says why. */
export const DruckmenueOhneBerichte: Story = {
  args: { view: capturePrintView, data: { label: 'Drucken', berichte: [] } },
};
