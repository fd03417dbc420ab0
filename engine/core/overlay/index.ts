export { mergePatch } from './mergePatch';
export { applyVariants } from './applyVariants';
export type { VariantOverlay, ResolvedScreen } from './applyVariants';
