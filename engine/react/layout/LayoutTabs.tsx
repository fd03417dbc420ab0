import type { ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { compute, evaluate } from '../../core';
import type { LayoutNode, TabsNode } from '../../core';
import { useFormRuntime, useRuleContext } from '../runtime';

/**
 * A tab strip of the layout (node `tabs`): the strip and each tab follow their `visible` rules (e.g. the Neutral tab
 * only with isShowAbsenderNeutral); all panels stay mounted so hidden tabs keep their fields' state.
 */
export function LayoutTabs({ node, render }: { node: TabsNode; render: (nodes: LayoutNode[]) => ReactNode }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [node.visible, ...node.tabs.flatMap((t) => [t.visible, t.titleRule])]);
  if (!evaluate(node.visible, context, true)) return null;
  return (
    <Tabs id={node.id} renderActiveTabPanelOnly={false}>
      {node.tabs.filter((tab) => evaluate(tab.visible, context, true)).map((tab) => (
        <Tab id={tab.id} key={tab.id} title={tab.titleRule === undefined ? tab.title : String(compute(tab.titleRule, context) ?? '')} panel={<>{render(tab.children)}</>} />
      ))}
    </Tabs>
  );
}
