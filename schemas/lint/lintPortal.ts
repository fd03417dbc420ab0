import type { Finding, LintFile, LintRegistries } from '../../engine/core';
import { lintConfigurationWith } from './lintConfiguration';
import { portalRegistries } from './registries';

/** `npm run check`: lints the configuration against the portal's full registries (widgets, option sources, actions). */
export function lintConfiguration(
  options: { root?: string; files?: LintFile[]; registries?: LintRegistries } = {},
): Finding[] {
  return lintConfigurationWith({ ...options, registries: options.registries ?? portalRegistries() });
}
