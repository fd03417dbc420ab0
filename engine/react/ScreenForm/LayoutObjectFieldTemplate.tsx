import type { ReactElement } from 'react';
import { Card, Classes, H5 } from '@blueprintjs/core';
import type { ObjectFieldTemplateProps, Registry } from '@rjsf/utils';
import type { LayoutNode } from '../../core';
import { LayoutDialog, LayoutField, LayoutTable, LayoutTabs, VisibleWhen } from '../layout';

type Content = Map<string, ReactElement | null>;

/** Arranges the root object's fields by the screen document's layout: panels, tabs, fields, tables and dialogs. */
export function LayoutObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const layout = (props.uiSchema?.['ui:options'] as { layout?: LayoutNode[] } | undefined)?.layout ?? [];
  const content = new Map(props.properties.map((p) => [p.name, p.hidden ? null : p.content]));
  return <>{layout.map((node) => renderNode(node, content, props.registry))}</>;
}

function renderNode(node: LayoutNode, content: Content, registry: Registry): ReactElement | null {
  const children = (nodes: LayoutNode[]) => nodes.map((c) => renderNode(c, content, registry));
  switch (node.type) {
    case 'field':
      // A nested path is not one of rjsf's root properties: the layout renders it bound to the store.
      return node.field.includes('.') ? <LayoutField key={node.field} node={node} registry={registry} /> : content.get(node.field) ?? null;
    case 'table':
      return <LayoutTable key={node.id} node={node} registry={registry} />;
    case 'dialog':
      return <LayoutDialog key={node.id} node={node}>{children(node.children)}</LayoutDialog>;
    case 'tabs':
      return <LayoutTabs key={node.id} node={node} render={children} />;
    default:
      return (
        <VisibleWhen key={node.id} rule={node.visible}>
          <Card compact role="group" aria-label={node.title}>
            {node.title && <H5 className={Classes.HEADING}>{node.title}</H5>}
            {children(node.children)}
          </Card>
        </VisibleWhen>
      );
  }
}
