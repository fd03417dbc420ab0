import type { ReactElement } from 'react';
import { Card, Classes, H5, Tab, Tabs } from '@blueprintjs/core';
import type { ObjectFieldTemplateProps, Registry } from '@rjsf/utils';
import type { LayoutNode } from '../../core';
import { LayoutDialog, LayoutTable } from '../layout';

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
      return content.get(node.field) ?? null;
    case 'table':
      return <LayoutTable key={node.id} node={node} registry={registry} />;
    case 'dialog':
      return <LayoutDialog key={node.id} node={node}>{children(node.children)}</LayoutDialog>;
    case 'tabs':
      return (
        <Tabs id={node.id} key={node.id} renderActiveTabPanelOnly={false}>
          {node.tabs.map((tab) => <Tab id={tab.id} key={tab.id} title={tab.title} panel={<>{children(tab.children)}</>} />)}
        </Tabs>
      );
    default:
      return (
        <Card key={node.id} compact role="group" aria-label={node.title}>
          {node.title && <H5 className={Classes.HEADING}>{node.title}</H5>}
          {children(node.children)}
        </Card>
      );
  }
}
