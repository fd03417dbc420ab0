import { customizeValidator } from '@rjsf/validator-ajv8';
import { isValidIban, parseTime } from '../../../core';

/** rjsf's ajv8 validator knowing the portal's own formats (as validateScreen does), so documents with them compile quietly. */
export const portalValidator = customizeValidator({
  customFormats: {
    iban: (value: string) => isValidIban(value),
    time: (value: string) => parseTime(value) === value,
  },
});
