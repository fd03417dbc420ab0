export { summarize, measure, report } from './stats';
