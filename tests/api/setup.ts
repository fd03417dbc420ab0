import { afterEach, expect } from 'vitest';
import { takeContractViolations } from './helpers';

// Every answer an API test sees must match openapi/openapi.yaml: fail the test that saw it.
afterEach(() => {
  expect(takeContractViolations(), 'Antworten, die vom API-Vertrag abweichen').toEqual([]);
});
