import type { ReactElement } from 'react';
import { Card, Classes, H5, Tab, Tabs } from '@blueprintjs/core';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import type { LayoutNode } from '../../core';

/** Arranges the root object's fields by the screen document's layout: panels, tabs and fields. */
export function LayoutObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const layout = (props.uiSchema?.['ui:options'] as { layout?: LayoutNode[] } | undefined)?.layout ?? [];
  const content = new Map(props.properties.map((p) => [p.name, p.hidden ? null : p.content]));
  return <>{layout.map((node) => renderNode(node, content))}</>;
}

function renderNode(node: LayoutNode, content: Map<string, ReactElement | null>): ReactElement | null {
  if (node.type === 'field') return content.get(node.field) ?? null;
  if (node.type === 'tabs') {
    return (
      <Tabs id={node.id} key={node.id} renderActiveTabPanelOnly={false}>
        {node.tabs.map((tab) => (
          <Tab id={tab.id} key={tab.id} title={tab.title} panel={<>{tab.children.map((c) => renderNode(c, content))}</>} />
        ))}
      </Tabs>
    );
  }
  if (node.type !== 'panel') return null;
  return (
    <Card key={node.id} compact role="group" aria-label={node.title}>
      {node.title && <H5 className={Classes.HEADING}>{node.title}</H5>}
      {node.children.map((c) => renderNode(c, content))}
    </Card>
  );
}
