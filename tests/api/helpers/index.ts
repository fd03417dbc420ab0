export { getTemplate, createTestDb } from './template';
export { createTestApp, login, decodeClaims, bearer, mandantId, TEST_JWT_SECRET, DEMO_PASSWORD } from './testApp';
export type { TestApp, LoginAnswer } from './testApp';
export { checkAnswer, instrumentContractCheck, takeContractViolations } from './contractCheck';
export { multipartUpload } from './multipart';
export { withStoredVersion } from './storedVersion';
