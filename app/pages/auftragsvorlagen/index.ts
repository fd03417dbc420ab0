export { AuftragsvorlagenPage } from './AuftragsvorlagenPage';
