export { ObjectFieldTemplate } from './ObjectFieldTemplate';
