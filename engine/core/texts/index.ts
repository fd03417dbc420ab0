export { defaultEngineTexts, fillText } from './engineTexts';
export { defaultExplainTexts } from './explainTexts';
export { engineText, engineTexts, explainTexts, installTexts } from './catalogue';
export type { EngineTextKey, EngineTexts, ExplainTexts, TextOverrides } from './catalogue';
