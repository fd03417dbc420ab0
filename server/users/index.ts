export { minPasswordLength, passwordProblem } from './passwordRule';
