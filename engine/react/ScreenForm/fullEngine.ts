// What a light form loads on demand, as one chunk with the full engine: the form for documents that need more, and the
// engine's validation for its own refusals (after the login the full engine is needed anyway).
export { ScreenForm } from './ScreenForm';
export { validateScreen } from '../../core';
