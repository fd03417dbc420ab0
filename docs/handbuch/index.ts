export { buildHandbuch, handbuchPlugin, HANDBUCH_FILE, HANDBUCH_SOURCE } from './handbuchPlugin';
export { renderHandbuch } from './renderHandbuch';
export type { HandbuchOptions } from './renderHandbuch';
