export { DescriptionFieldTemplate } from './DescriptionFieldTemplate';
