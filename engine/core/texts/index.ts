export { engineTexts, fillText } from './engineTexts';
export { explainTexts } from './explainTexts';
