import type { VariantOverlay } from '../overlay/applyVariants';

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const mentions = (node: unknown, ids: string[]) => ids.some((id) => JSON.stringify(node).includes(`"${id}"`));

/**
 * Where in an overlay file the change of one facet sits: the `nodes` entry of the field or container, the `insert` or
 * `remove` entry naming it, the `requiredAdd`/`requiredRemove` pointer of the field, else the `patch`.
 */
export function overlayPointer(overlay: VariantOverlay, ids: string[], dataPath: string): string {
  const node = Object.keys(overlay.nodes ?? {}).find((key) => ids.includes(key));
  if (node !== undefined) return `/nodes/${escape(node)}`;
  const pointer = `/${dataPath
    .split('.')
    .map((k) => (/^\d+$/.test(k) ? '*' : escape(k)))
    .join('/')}`;
  for (const key of ['requiredAdd', 'requiredRemove'] as const) {
    const i = (overlay[key] ?? []).indexOf(pointer);
    if (i >= 0) return `/${key}/${i}`;
  }
  const insert = (overlay.insert ?? []).findIndex((entry) => mentions(entry.node, ids));
  if (insert >= 0) return `/insert/${insert}`;
  const remove = (overlay.remove ?? []).findIndex((id) => ids.includes(id));
  if (remove >= 0) return `/remove/${remove}`;
  return overlay.patch ? '/patch' : '';
}
