export { explainForUser, ExplainInputError } from './explainForUser';
export { userRuleContext } from './userRuleContext';
