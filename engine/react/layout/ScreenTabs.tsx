import { useState, type ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { compute, evaluate } from '../../core';
import type { LayoutNode, RuleContext, ScreenDocument, TabsNode } from '../../core';

/** Props of {@link ScreenTabs}. */
export interface ScreenTabsProps {
  document: ScreenDocument;
  /** Id of the document's `tabs` node (top level). */
  id: string;
  context: RuleContext;
  /** What each tab shows, by tab id: the page's registry of tab contents (checked against the document by `npm run check`). */
  content: Record<string, () => ReactNode>;
}

/** The top-level `tabs` node of a document by id, or undefined. */
export function tabsNode(layout: LayoutNode[], id: string): TabsNode | undefined {
  return layout.find((n): n is TabsNode => n.type === 'tabs' && n.id === id);
}

/**
 * A `tabs` node of a document drawn outside the form (a sidebar beside a grid): titles, order and `visible` rules come from
 * the document, each tab's content from the page's registry by tab id. Only the selected tab is rendered, so a tab's
 * content loads what it needs when it is first shown.
 */
export function ScreenTabs({ document, id, context, content }: ScreenTabsProps) {
  const node = tabsNode(document.layout, id);
  const [selected, setSelected] = useState<string | null>(null);
  if (!node || !evaluate(node.visible, context, true)) return null;
  const tabs = node.tabs.filter((t) => evaluate(t.visible, context, true));
  const current = tabs.some((t) => t.id === selected) ? selected! : tabs[0]?.id;
  return (
    <Tabs id={node.id} renderActiveTabPanelOnly selectedTabId={current} onChange={(tab) => setSelected(String(tab))}>
      {tabs.map((tab) => (
        <Tab
          key={tab.id}
          id={tab.id}
          title={tab.titleRule === undefined ? tab.title : String(compute(tab.titleRule, context) ?? '')}
          panel={<>{content[tab.id]?.() ?? null}</>}
        />
      ))}
    </Tabs>
  );
}
