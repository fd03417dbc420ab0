export { lintConfiguration } from './lintPortal';
export { lintConfigurationWith, configurationFiles, projectRoot } from './lintConfiguration';
export { portalRegistries } from './registries';
export { portalContext, sessionSchema, configSchema } from './context';
export type { ClientSwitch } from './context';
export { portalChecks } from './portalChecks';
export { lintSources, SOURCE_FILES } from './sources';
export type { LintSources } from './sources';
