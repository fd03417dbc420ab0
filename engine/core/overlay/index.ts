export { mergePatch } from './mergePatch';
export { applyOverlay, applyVariants } from './applyVariants';
export { nodeIds, patchNodes } from './patchNodes';
export type { VariantOverlay, ResolvedScreen } from './applyVariants';
