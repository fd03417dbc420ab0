export { applyComputed, computeRule, computedDependencies } from './applyComputed';
export type { ComputedMemory } from './applyComputed';
export { watchComputed } from './watchComputed';
export { defaultsOf, schemaDefaults } from './defaultsOf';
