export { getTemplate, createTestDb } from './template';
export {
  createTestApp,
  createMailTestApp,
  login,
  decodeClaims,
  bearer,
  mandantId,
  TEST_JWT_SECRET,
  DEMO_PASSWORD,
} from './testApp';
export type { TestApp, LoginAnswer } from './testApp';
export { checkAnswer, instrumentContractCheck, takeContractViolations } from './contractCheck';
export { multipartUpload } from './multipart';
export { contractOperations, operationUrl, resolve } from './contractOperations';
export type { ContractOperation, ContractParam } from './contractOperations';
export { requestArbitrary, schemaValue, paramValue, bodyText, HOSTILE_TEXT } from './fuzzArbitraries';
export type { FuzzRequest } from './fuzzArbitraries';
export { withStoredVersion } from './storedVersion';
export { startSmtpReceiver } from './smtpReceiver';
export type { SmtpReceiver } from './smtpReceiver';
export { startSftpServer } from './sftpServer';
export type { SftpServer } from './sftpServer';
export { startWebhookReceiver } from './webhookReceiver';
export type { WebhookReceiver, ReceivedHook } from './webhookReceiver';
