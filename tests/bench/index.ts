export { summarize, measure, report } from './stats';
export { load, reportLoad } from './load';
