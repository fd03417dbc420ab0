export { evaluate, truthy, createContext, isKnownOperation } from './evaluate';
export { ruleVars, dataDependencies } from './ruleVars';
