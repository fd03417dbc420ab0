export { AdresserfassungPage } from './AdresserfassungPage';
export { asCopy, fromAddress, toPayload } from './addressData';
export { adresserfassungOptionSources } from './optionSources';
