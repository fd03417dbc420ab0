export { explainForUser, ExplainInputError } from './explainForUser';
