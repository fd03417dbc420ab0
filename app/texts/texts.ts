import { fillText } from '../../engine/core';
import type { TextKey } from '../../schemas/texts';
// documents.ts itself, not the folder's index: that one loads the API client, whose errors read this catalogue.
import { screenDocument, textCatalogue, type DocumentName } from '../documents/documents';

/** What fills a text's placeholders: `{1}`, `{2}` … in order, or `{name}` from one object. */
export type TextArgs = (string | number | undefined)[] | [Record<string, string | number>];

/** The screen documents whose `messages` pages read, as their files hold them: each one's keys become a type. */
interface ScreenFiles {
  'accounting.screen': typeof import('../../schemas/screens/accounting.screen.json');
  'admin.screen': typeof import('../../schemas/screens/admin.screen.json');
  'anzeigestatus.screen': typeof import('../../schemas/screens/anzeigestatus.screen.json');
  'sendungsstatus.screen': typeof import('../../schemas/screens/sendungsstatus.screen.json');
  'statuskette.screen': typeof import('../../schemas/screens/statuskette.screen.json');
  'mandanten.screen': typeof import('../../schemas/screens/mandanten.screen.json');
  'info.screen': typeof import('../../schemas/screens/info.screen.json');
  'adresserfassung.screen': typeof import('../../schemas/screens/adresserfassung.screen.json');
  'adressmanagement.screen': typeof import('../../schemas/screens/adressmanagement.screen.json');
  'auftragserfassung.screen': typeof import('../../schemas/screens/auftragserfassung.screen.json');
  'auftragsexport.screen': typeof import('../../schemas/screens/auftragsexport.screen.json');
  'auftragsresearch.screen': typeof import('../../schemas/screens/auftragsresearch.screen.json');
  'auftragsvorlagen.screen': typeof import('../../schemas/screens/auftragsvorlagen.screen.json');
  'coco.screen': typeof import('../../schemas/screens/coco.screen.json');
  'forgottenPassword.screen': typeof import('../../schemas/screens/forgottenPassword.screen.json');
  'forgottenPasswordToken.screen': typeof import('../../schemas/screens/forgottenPasswordToken.screen.json');
  'login.screen': typeof import('../../schemas/screens/login.screen.json');
  'register.screen': typeof import('../../schemas/screens/register.screen.json');
  'usermanagement.screen': typeof import('../../schemas/screens/usermanagement.screen.json');
  'usermanagementDialog.screen': typeof import('../../schemas/screens/usermanagementDialog.screen.json');
  'webhooks.screen': typeof import('../../schemas/screens/webhooks.screen.json');
  'apischluessel.screen': typeof import('../../schemas/screens/apischluessel.screen.json');
  'aenderungsprotokoll.screen': typeof import('../../schemas/screens/aenderungsprotokoll.screen.json');
}
/** A screen document with messages. */
export type MessageScreen = keyof ScreenFiles & DocumentName;
/** A key of the messages of screen `N`: TypeScript refuses any other. */
export type MessageKey<N extends MessageScreen> = N extends MessageScreen
  ? keyof ScreenFiles[N]['messages'] & string
  : never;

/**
 * `template` with its placeholders filled: one object fills `{name}` (a name it lacks stays visible), positional arguments
 * fill `{1}`, `{2}` … (one not given is left empty). Without arguments the template stays as it is, for code that fills
 * it later (the CSV reader's messages).
 */
function fill(template: string, args: TextArgs): string {
  if (!args.length) return template;
  const [first] = args;
  if (first !== null && typeof first === 'object')
    return fillText(template, Object.fromEntries(Object.entries(first).map(([k, v]) => [k, String(v)])));
  return template.replace(/\{(\d+)\}/g, (_, n: string) => String(args[Number(n) - 1] ?? ''));
}

/**
 * A text of the portal's catalogue (schemas/texts/texts.json), placeholders filled; a missing one shows its key, as does
 * every one while the documents are not loaded yet (the API client's errors may come first).
 */
export function t(key: TextKey, ...args: TextArgs): string {
  return fill(String(textCatalogue?.texts[key] ?? key), args);
}

/**
 * `t` for the messages of screen documents as loaded (overlays of the variant apply in the screens themselves): the first
 * named document that holds the key gives the text. A page binds it once: `const text = screenTexts('login.screen')`.
 */
export function screenTexts<N extends MessageScreen>(...names: N[]) {
  const lookup = (key: string, args: TextArgs) => {
    const found = names.map((name) => screenDocument(name).messages?.[key]).find((m) => m !== undefined);
    return fill(String(found ?? key), args);
  };
  const text = (key: MessageKey<N>, ...args: TextArgs): string => lookup(key, args);
  /** A key a document names (a confirm's message): the configuration linter checks it, not TypeScript. */
  text.named = (key: string, ...args: TextArgs): string => lookup(key, args);
  return text;
}

/** How long a notice stays (ms), from the catalogue: `success` for a saved, sent or imported record. */
export function noticeMs(kind: 'info' | 'success'): number {
  const { notifications } = textCatalogue;
  return kind === 'success' ? notifications.successMs : notifications.infoMs;
}
