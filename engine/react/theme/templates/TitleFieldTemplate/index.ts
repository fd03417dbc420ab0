export { TitleFieldTemplate } from './TitleFieldTemplate';
