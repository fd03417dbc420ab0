import type { ReactNode } from 'react';
import type { LayoutNode, RowNode } from '../../core';
import { LAYOUT_CLASSES, spansOf, spanStyle } from './layoutStyles';
import { VisibleWhen } from './VisibleWhen';

/**
 * Children side by side on the 12-column grid (layout node `row`), each in a cell as wide as its span; below the
 * breakpoint every cell takes the whole line. A cell whose node renders nothing (a hidden field) takes no room.
 */
export function LayoutRow({ node, render }: { node: RowNode; render: (node: LayoutNode) => ReactNode }) {
  const spans = spansOf(node.children);
  return (
    <VisibleWhen rule={node.visible}>
      <div className={LAYOUT_CLASSES.row}>
        {node.children.map((child, i) => (
          <div
            key={child.id ?? (child.type === 'field' ? child.field : i)}
            className={LAYOUT_CLASSES.cell}
            style={spanStyle(spans[i])}
          >
            {render(child)}
          </div>
        ))}
      </div>
    </VisibleWhen>
  );
}
