export { summarize, measure, report, compare, limit, printGoals, type GoalFigure } from './stats';
export { load, reportLoad } from './load';
export { loadHttp } from './httpLoad';
