import type { DialogNode, FieldNode, LayoutNode, Logic, TableNode } from './types';

/** Both visibility rules must hold; an absent rule holds. */
const both = (outer: Logic | undefined, inner: Logic | undefined): Logic | undefined =>
  outer === undefined ? inner : inner === undefined ? outer : { and: [outer, inner] };

/**
 * Lists every field node of a layout (dialogs included, table columns not), depth first, in display order. A field
 * inside a panel or tab with a `visible` rule gets that rule folded into its own, so a hidden panel's fields are
 * hidden (and therefore never required) too.
 */
export function fieldNodes(layout: LayoutNode[], inherited?: Logic): FieldNode[] {
  return layout.flatMap((node) => {
    if (node.type === 'field')
      return [inherited === undefined ? node : { ...node, visible: both(inherited, node.visible) }];
    if (node.type === 'panel' || node.type === 'row') return fieldNodes(node.children, both(inherited, node.visible));
    if (node.type === 'dialog') return fieldNodes(node.children, inherited);
    if (node.type === 'tabs') {
      return node.tabs.flatMap((tab) => fieldNodes(tab.children, both(both(inherited, node.visible), tab.visible)));
    }
    return [];
  });
}

/** Every node of a layout, depth first. */
export function allNodes(layout: LayoutNode[]): LayoutNode[] {
  return layout.flatMap((node) => [
    node,
    ...(node.type === 'panel' || node.type === 'row' || node.type === 'dialog' ? allNodes(node.children) : []),
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
