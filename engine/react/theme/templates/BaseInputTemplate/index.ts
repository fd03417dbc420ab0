export { BaseInputTemplate } from './BaseInputTemplate';
