export { WrapIfAdditionalTemplate } from './WrapIfAdditionalTemplate';
