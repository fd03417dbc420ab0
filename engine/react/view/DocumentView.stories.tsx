import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocumentView } from './DocumentView';
import { planView, planViewData, sampleView, sampleViewData } from './fixtures';

/** A view document with a node of each kind, drawn by the engine; the actions go to the action log. */
const meta = {
  title: 'Engine/DocumentView',
  component: DocumentView,
  args: { document: sampleView, data: { ...sampleViewData, fragen: false, zeigen: false }, onAction: fn() },
} satisfies Meta<typeof DocumentView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The page's part: callout, progress, status, menu, values, timeline and list. */
export const Inhalt: Story = {};

/** The question (alert) open. */
export const Frage: Story = { args: { data: { ...sampleViewData, zeigen: false } } };

/** The dialog open, titled and sized from the data. */
export const Dialog: Story = { args: { data: { ...sampleViewData, fragen: false } } };

/** A time line (schedule) and a map over two trips, the second chosen; no outline given, so the map draws the marks only. */
export const ZeitleisteUndKarte: Story = { args: { document: planView, data: planViewData } };
