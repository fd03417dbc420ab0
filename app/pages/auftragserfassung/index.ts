export { AuftragserfassungPage } from './AuftragserfassungPage';
export { toPayload, fromOrder, asCopy } from './orderPayload';
