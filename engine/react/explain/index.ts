export { ExplainButton } from './ExplainButton';
export type { ExplainButtonProps } from './ExplainButton';
export { ExplainPanel } from './ExplainPanel';
export { ExplainToggle } from './ExplainToggle';
export { ExplainFieldTemplate } from './ExplainFieldTemplate';
export { ExplainModeDefault } from './ExplainModeDefault';
export { useExplainMode } from './useExplainMode';
export { ExplainAsContext } from './ExplainAs';
export type { ExplainAs, ExplainSubject } from './ExplainAs';
