import type { WorkbenchFile } from './files';

/** The meta-schema an overlay file names, relative to the variants folder (editors validate the file with it). */
const VARIANT_META_SCHEMA = '../schemas/meta/variant.schema.json';

/**
 * What a new overlay file of `screen` starts with in the workbench: its meta-schema, id and screen, and a rule for
 * variant C (the most frequent request; staff change it). The catalogue and an unknown screen start empty.
 */
export function newFileText(file: WorkbenchFile, screen: string | undefined): string {
  if (file.kind !== 'overlay' || !screen) return '';
  const skeleton = {
    $schema: VARIANT_META_SCHEMA,
    id: file.name,
    screen,
    description: '',
    when: { '==': [{ var: 'variant' }, 'C'] },
  };
  return `${JSON.stringify(skeleton, null, 2)}\n`;
}
