import { customizeValidator } from '@rjsf/validator-ajv8';
import type { ValidatorType } from '@rjsf/utils';
import { exactMultipleOf, isValidIban, parseTime } from '../../../core';

/**
 * rjsf's ajv8 validator knowing the portal's own formats and the exact decimal `multipleOf` (as validateScreen does), so
 * documents with them compile quietly and rjsf never refuses 8,2 kg where the engine accepts it.
 */
export function createPortalValidator(): ValidatorType {
  return customizeValidator({
    customFormats: {
      iban: (value: string) => isValidIban(value),
      time: (value: string) => parseTime(value) === value,
    },
    extenderFn: exactMultipleOf,
  });
}

let real: ValidatorType | undefined;
const validator = () => (real ??= createPortalValidator());

/**
 * {@link createPortalValidator}'s validator, made on its first use and not at import: creating Ajv with its formats cost
 * about 18 ms of every page load (the capture screen's mount and the login page), and a form without conditional schemas
 * asks rjsf's validator nothing until it validates.
 */
export const portalValidator: ValidatorType = {
  validateFormData: (...args) => validator().validateFormData(...args),
  isValid: (...args) => validator().isValid(...args),
  rawValidation: (...args) => validator().rawValidation(...args),
  reset: () => real?.reset?.(),
};

/** Whether the validator was made yet (for the test that import and mount leave it unmade). */
export const portalValidatorMade = (): boolean => real !== undefined;
