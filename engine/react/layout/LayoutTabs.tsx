import type { ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { evaluate } from '../../core';
import type { LayoutNode, TabsNode } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';

/**
 * A tab strip of the layout (node `tabs`): the strip and each tab follow their `visible` rules (e.g. the Neutral tab
 * only with isShowAbsenderNeutral); all panels stay mounted so hidden tabs keep their fields' state.
 */
export function LayoutTabs({ node, render }: { node: TabsNode; render: (nodes: LayoutNode[]) => ReactNode }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [node.visible, ...node.tabs.map((t) => t.visible)]);
  if (!evaluate(node.visible, context, true)) return null;
  return (
    <Tabs id={node.id} renderActiveTabPanelOnly={false}>
      {node.tabs.filter((tab) => evaluate(tab.visible, context, true)).map((tab) => (
        <Tab id={tab.id} key={tab.id} title={tab.title} panel={<>{render(tab.children)}</>} />
      ))}
    </Tabs>
  );
}
