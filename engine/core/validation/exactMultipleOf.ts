import type Ajv from 'ajv';
import { isMultipleOf } from '../format/decimal';

/**
 * Replaces Ajv's floating-point `multipleOf` (8.2 / 0.01 = 819.999…, so 8,2 kg was 'Zu viele Nachkommastellen.') with the
 * exact decimal check both browser and server use. The keyword keeps its name, so messages and documents stay as they are.
 */
export function exactMultipleOf<T extends Pick<Ajv, 'removeKeyword' | 'addKeyword'>>(ajv: T): T {
  ajv.removeKeyword('multipleOf');
  ajv.addKeyword({
    keyword: 'multipleOf',
    type: 'number',
    schemaType: 'number',
    errors: false,
    validate: (step: number, value: number) => isMultipleOf(value, step),
  });
  return ajv;
}
