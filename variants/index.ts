import type { VariantOverlay, VariantSelection } from '../engine/core';
import selection from './selection.json';
import auftragsresearchA from './auftragsresearch-variante-a.json';
import auftragsresearchB from './auftragsresearch-variante-b.json';
import auftragsresearchC from './auftragsresearch-variante-c.json';
import auftragsresearchMetro from './auftragsresearch-metro.json';
import auftragB from './auftrag-variante-b.json';
import auftragMetro from './auftrag-metro.json';
import auftragC from './auftrag-variante-c.json';
import auftragMandantSpezi29 from './auftrag-mandant-spezi29.json';

/** Every variant overlay; each JSON file in this folder is listed here. */
export const variantOverlays: VariantOverlay[] = [
  auftragsresearchA, auftragsresearchB, auftragsresearchC, auftragsresearchMetro, auftragB, auftragC, auftragMetro, auftragMandantSpezi29,
] as VariantOverlay[];

/** The configuration → customer variant mapping (variant A/B/C/default and modes such as mandantSpezi29). */
export const variantSelection = selection as VariantSelection;
