import { getAt } from '../store/paths';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/**
 * Fills a text template of a screen document with an item's properties ('{strasse} {hausnummer}, {plz} {ort}'; dot paths
 * allowed). A placeholder without value vanishes together with the blanks and commas it leaves, so a missing house number
 * gives 'Hafenstraße, 28195 Bremen' and an item without any of them ''.
 */
export function fillTemplate(template: string, item: Record<string, unknown>): string {
  const filled = template.replace(PLACEHOLDER, (_, path: string) => {
    const value = getAt(item, path.trim());
    return value === null || value === undefined ? '' : String(value).trim();
  });
  return filled
    .replace(/\s+/g, ' ')
    .replace(/ ([,;])/g, '$1')
    .replace(/([,;])(?: ?[,;])+/g, '$1')
    .replace(/^[\s,;]+|[\s,;]+$/g, '');
}
