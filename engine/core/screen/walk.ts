import type { FieldNode, LayoutNode } from './types';

/** Lists every field node of a layout, depth first, in display order. */
export function fieldNodes(layout: LayoutNode[]): FieldNode[] {
  return layout.flatMap((node) => {
    if (node.type === 'field') return [node];
    if (node.type === 'panel') return fieldNodes(node.children);
    return node.tabs.flatMap((tab) => fieldNodes(tab.children));
  });
}
