import type { LayoutNode } from '../screen/types';
import { mergePatch } from './mergePatch';

/**
 * Applies a JSON Merge Patch to each layout node whose id the map names (panels, rows, tabs, tables, dialogs, at any depth): a
 * variant changes one node, e.g. a table's `columns`, without replacing the whole `layout` array a plain merge patch would.
 */
export function patchNodes(layout: LayoutNode[], nodes: Record<string, unknown>): LayoutNode[] {
  return layout.map((node) => {
    const patched = node.id !== undefined && Object.hasOwn(nodes, node.id) ? mergePatch(node, nodes[node.id]) : node;
    if (patched.type === 'panel' || patched.type === 'row' || patched.type === 'dialog')
      return { ...patched, children: patchNodes(patched.children, nodes) };
    if (patched.type === 'tabs') return { ...patched, tabs: patchNodes(patched.tabs, nodes) as typeof patched.tabs };
    return patched;
  });
}

export { nodeIds } from './nodeIds';
