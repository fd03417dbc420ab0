import type { VariantOverlay } from '../engine/core';

/** Every variant overlay; each JSON file in this folder is listed here. */
export const variantOverlays: VariantOverlay[] = [];
