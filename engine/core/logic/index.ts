export { evaluate, truthy, createContext, isKnownOperation } from './evaluate';
