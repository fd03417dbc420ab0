export { evaluate, compute, truthy, createContext, isKnownOperation } from './evaluate';
export { ruleVars, dataDependencies } from './ruleVars';
export { customOperations, registerOperations, isDateString, isWholeNumber, isGermanDecimal } from './operations';
export { round, roundUp, sum, sumBy, numberOrNull } from './formulas';
export { formulaValue, isFormula } from './profileFormulas';
export { today, addDays, nextWorkingDay } from './dates';
