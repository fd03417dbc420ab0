import { describe, expect, it } from 'vitest';
import { createContext } from '../logic';
import { shipmentScreen, variantB } from '../fixtures';
import { applyVariants } from './applyVariants';
import { mergePatch } from './mergePatch';

describe('variant overlays', () => {
  it('applies a matching overlay and leaves the base untouched', () => {
    const { document, applied } = applyVariants(shipmentScreen, [variantB], createContext({ variant: 'B' }));
    expect(applied).toEqual(['variante-b-referenz']);
    expect(document.dataSchema.properties?.empfaengerReferenz.maxLength).toBe(50);
    expect(shipmentScreen.dataSchema.properties?.empfaengerReferenz.maxLength).toBe(35);
  });

  it('skips overlays whose condition fails', () => {
    expect(applyVariants(shipmentScreen, [variantB], createContext()).applied).toEqual([]);
  });

  it('merge patch removes keys set to null (RFC 7396)', () => {
    expect(mergePatch({ a: 1, b: { c: 2, d: 3 } }, { b: { c: null }, e: [1] })).toEqual({ a: 1, b: { d: 3 }, e: [1] });
  });
});
