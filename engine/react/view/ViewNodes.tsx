import type { ComponentType } from 'react';
import type { ViewNode, ViewNodeType } from '../../core';
import { useView } from './context';
import { viewNodes } from './nodeRegistry';

/** Renders nodes of a view document in order by their type's component; a node whose `visible` rule fails is left out. */
export function ViewNodes({ nodes }: { nodes: ViewNode[] }) {
  const view = useView();
  return (
    <>
      {nodes.map((node, i) => {
        if (!view.holds(node.visible, true)) return null;
        const Node = viewNodes[node.type as ViewNodeType] as ComponentType<{ node: ViewNode }>;
        return <Node key={node.id ?? i} node={node} />;
      })}
    </>
  );
}
