export { applyComputed, computeRule, computedDependencies, computedResults } from './applyComputed';
export type { ComputedMemory } from './applyComputed';
export { watchComputed } from './watchComputed';
export { defaultsOf, schemaDefaults } from './defaultsOf';
