export { WerkbankTab } from './WerkbankTab';
export { editedOverlay, otherOverlays } from './editedOverlay';
export { PREVIEW_SUBJECTS, usePreviewSubjects } from './previewSubjects';
export type { LoadedSubject, PreviewSubject } from './previewSubjects';
export { useWerkbankFile } from './useWerkbankFile';
export type { WerkbankFile, WerkbankFinding } from './useWerkbankFile';
