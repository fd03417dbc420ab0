import { evaluate } from '../../engine/core';
import type { RuleContext } from '../../engine/core';
import type { NavEntry, NavigationDocument } from '../../schemas';
import { isDevelopmentHost } from './developmentHost';

/** The navigation document's header buttons the rules show (Adminbereich, Konfigurator, Hilfe, …). */
export function visibleButtons(navigation: NavigationDocument, context: RuleContext): NavEntry[] {
  return navigation.buttons.filter((b) => evaluate(b.visible, context, true));
}

/** Address of a button that opens a file below the portal path (opens: file, e.g. Handbuch.pdf); undefined for routes. */
export function fileHref(entry: NavEntry): string | undefined {
  return entry.opens === 'file' ? `${import.meta.env.BASE_URL}${entry.route.replace(/^\//, '')}` : undefined;
}

/** The rule context's `host` root: whether the page runs on a development host (menu.json's configurator rule). */
export function hostContext(hostname: string): { development: boolean } {
  return { development: isDevelopmentHost(hostname) };
}
