export { evaluate, compute, truthy, createContext, isKnownOperation } from './evaluate';
export { ruleVars, dataDependencies } from './ruleVars';
export { customOperations, registerOperations, isDateString, isWholeNumber, isGermanDecimal } from './operations';
export { round, roundUp, cbm, ldm, stellplaetze, sum, sumBy } from './formulas';
export { today, addDays, nextWorkingDay } from './dates';
