import { customizeValidator } from '@rjsf/validator-ajv8';
import { exactMultipleOf, isValidIban, parseTime } from '../../../core';

/**
 * rjsf's ajv8 validator knowing the portal's own formats and the exact decimal `multipleOf` (as validateScreen does), so
 * documents with them compile quietly and rjsf never refuses 8,2 kg where the engine accepts it.
 */
export const portalValidator = customizeValidator({
  customFormats: {
    iban: (value: string) => isValidIban(value),
    time: (value: string) => parseTime(value) === value,
  },
  extenderFn: exactMultipleOf,
});
