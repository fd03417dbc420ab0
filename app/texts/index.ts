export { noticeMs, screenTexts, t } from './texts';
export type { MessageKey, MessageScreen, TextArgs } from './texts';
export type { TextKey } from '../../schemas/texts';
