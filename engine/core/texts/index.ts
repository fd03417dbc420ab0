export { engineTexts, fillText } from './engineTexts';
