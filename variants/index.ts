import type { VariantOverlay, VariantSelection } from '../engine/core';
import selection from './selection.json';

/** Every variant overlay; each JSON file in this folder is listed here. */
export const variantOverlays: VariantOverlay[] = [];

/** The configuration → customer variant mapping (variant A/B/C/default and modes such as mandantSpezi29). */
export const variantSelection = selection as VariantSelection;
