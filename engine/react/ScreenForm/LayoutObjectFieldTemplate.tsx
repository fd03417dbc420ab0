import type { ReactElement } from 'react';
import type { ObjectFieldTemplateProps, Registry } from '@rjsf/utils';
import type { LayoutNode } from '../../core';
import { LayoutDialog, LayoutField, LayoutPanel, LayoutRow, LayoutTable, LayoutTabs, widthOf } from '../layout';

type Content = Map<string, ReactElement | null>;

/** Arranges the root object's fields by the screen document's layout: rows, panels, tabs, fields, tables and dialogs. */
export function LayoutObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const layout = (props.uiSchema?.['ui:options'] as { layout?: LayoutNode[] } | undefined)?.layout ?? [];
  const content = new Map(props.properties.map((p) => [p.name, p.hidden ? null : p.content]));
  return <>{layout.map((node) => renderNode(node, content, props.registry))}</>;
}

function renderNode(node: LayoutNode, content: Content, registry: Registry): ReactElement | null {
  const children = (nodes: LayoutNode[]) => nodes.map((c) => renderNode(c, content, registry));
  switch (node.type) {
    case 'field': {
      // A nested path is not one of rjsf's root properties: the layout renders it bound to the store.
      const field = node.field.includes('.') ? (
        <LayoutField key={node.field} node={node} registry={registry} />
      ) : (
        (content.get(node.field) ?? null)
      );
      const width = widthOf(node.width);
      return width && field ? (
        <div key={node.field} style={{ maxWidth: width }}>
          {field}
        </div>
      ) : (
        field
      );
    }
    case 'table':
      return <LayoutTable key={node.id} node={node} registry={registry} />;
    case 'dialog':
      return (
        <LayoutDialog key={node.id} node={node}>
          {children(node.children)}
        </LayoutDialog>
      );
    case 'tabs':
      return <LayoutTabs key={node.id} node={node} render={children} />;
    case 'row':
      return <LayoutRow key={node.id} node={node} render={(child) => renderNode(child, content, registry)} />;
    default:
      return (
        <LayoutPanel key={node.id} node={node}>
          {children(node.children)}
        </LayoutPanel>
      );
  }
}
