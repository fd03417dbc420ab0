import type { LayoutNode } from '../screen/types';
import { mergePatch } from './mergePatch';

/**
 * Applies a JSON Merge Patch to each layout node whose id the map names (panels, tabs, tables, dialogs, at any depth): a
 * variant changes one node, e.g. a table's `columns`, without replacing the whole `layout` array a plain merge patch would.
 */
export function patchNodes(layout: LayoutNode[], nodes: Record<string, unknown>): LayoutNode[] {
  return layout.map((node) => {
    const patched = 'id' in node && Object.hasOwn(nodes, node.id) ? mergePatch(node, nodes[node.id]) : node;
    if (patched.type === 'panel' || patched.type === 'dialog') return { ...patched, children: patchNodes(patched.children, nodes) };
    if (patched.type === 'tabs') return { ...patched, tabs: patchNodes(patched.tabs, nodes) as typeof patched.tabs };
    return patched;
  });
}

/** The ids of every layout node that has one, depth first (the targets an overlay's `nodes` may name). */
export function nodeIds(layout: LayoutNode[]): string[] {
  return layout.flatMap((node) => [
    ...('id' in node ? [node.id] : []),
    ...(node.type === 'panel' || node.type === 'dialog' ? nodeIds(node.children) : node.type === 'tabs' ? nodeIds(node.tabs) : []),
  ]);
}
