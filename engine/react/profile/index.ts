export { EngineProfileProvider, useEngineProfile } from './EngineProfileProvider';
export type { EngineProfileProviderProps } from './EngineProfileProvider';
