import type { DialogNode, FieldNode, LayoutNode, TableNode } from './types';

/** Lists every field node of a layout (dialogs included, table columns not), depth first, in display order. */
export function fieldNodes(layout: LayoutNode[]): FieldNode[] {
  return layout.flatMap((node) => {
    if (node.type === 'field') return [node];
    if (node.type === 'panel' || node.type === 'dialog') return fieldNodes(node.children);
    if (node.type === 'tabs') return node.tabs.flatMap((tab) => fieldNodes(tab.children));
    return [];
  });
}

/** Every node of a layout, depth first. */
export function allNodes(layout: LayoutNode[]): LayoutNode[] {
  return layout.flatMap((node) => [
    node,
    ...(node.type === 'panel' || node.type === 'dialog' ? allNodes(node.children) : []),
    ...(node.type === 'tabs' ? allNodes(node.tabs) : []),
  ]);
}

/** Every table node of a layout. */
export function tableNodes(layout: LayoutNode[]): TableNode[] {
  return allNodes(layout).filter((n): n is TableNode => n.type === 'table');
}

/** Every dialog node of a layout. */
export function dialogNodes(layout: LayoutNode[]): DialogNode[] {
  return allNodes(layout).filter((n): n is DialogNode => n.type === 'dialog');
}
