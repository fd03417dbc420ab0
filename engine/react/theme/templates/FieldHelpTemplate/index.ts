export { FieldHelpTemplate } from './FieldHelpTemplate';
