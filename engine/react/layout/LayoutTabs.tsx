import { useRef, useState, type ReactNode } from 'react';
import { Tab, Tabs } from '@blueprintjs/core';
import { compute, evaluate } from '../../core';
import type { LayoutNode, PanelNode, TabsNode } from '../../core';
import { useFormRuntime, useRuleContext, useValueState } from '../runtime';
import { LAYOUT_CLASSES } from './layoutStyles';
import { shortcutTitle, useJumpShortcut } from './useShortcuts';

const NONE: Record<string, string> = {};

/**
 * A tab strip of the layout (node `tabs`): the strip and each tab follow their `visible` rules (e.g. the Neutral tab
 * only with isShowAbsenderNeutral). A tab's fields mount when the tab is first shown (the data lives in the store, and
 * validation reads the store), then stay mounted so a switch back is instant and keeps what a widget holds. The selected
 * tab lives in the form runtime, so a jump to a field (error summary, refused save) can switch to its tab and so mount it.
 * No animated indicator: measuring it forces a layout of the whole form while it mounts. `shortcut` moves the focus to
 * the first field of the shown tab; each tab's tooltip names the keys.
 */
export function LayoutTabs({ node, render }: { node: TabsNode; render: (nodes: LayoutNode[]) => ReactNode }) {
  const runtime = useFormRuntime();
  const context = useRuleContext(runtime, [node.visible, ...node.tabs.flatMap((t) => [t.visible, t.titleRule])]);
  const selected = useValueState(runtime?.tabs, NONE)[node.id];
  // Tabs shown so far; adding during render is idempotent, so a repeated render (StrictMode) changes nothing.
  const [shown] = useState(() => new Set<string>());
  const strip = useRef<HTMLDivElement>(null);
  useJumpShortcut(node.shortcut, () => strip.current?.querySelector('[role="tabpanel"][aria-hidden="false"]'));
  if (!evaluate(node.visible, context, true)) return null;
  const tabs = node.tabs.filter((tab) => evaluate(tab.visible, context, true));
  // A selected tab that its rule has hidden since falls back to the first visible one.
  const current = tabs.some((t) => t.id === selected) ? selected : tabs[0]?.id;
  if (current) shown.add(current);
  const tabTitle = (tab: PanelNode) =>
    tab.titleRule === undefined ? (tab.title ?? '') : String(compute(tab.titleRule, context) ?? '');
  const select = (id: string | number) => runtime?.tabs?.set({ ...runtime.tabs.get(), [node.id]: String(id) });
  return (
    <div className={LAYOUT_CLASSES.tabs} ref={strip} aria-keyshortcuts={node.shortcut}>
      <Tabs
        id={node.id}
        animate={false}
        renderActiveTabPanelOnly={false}
        selectedTabId={runtime?.tabs ? current : undefined}
        onChange={select}
      >
        {tabs.map((tab) => (
          <Tab
            id={tab.id}
            key={tab.id}
            title={<TabTitle text={tabTitle(tab)} shortcut={node.shortcut} />}
            panel={shown.has(tab.id) ? <>{render(tab.children)}</> : undefined}
          />
        ))}
      </Tabs>
    </div>
  );
}

/** A tab's title; with the strip's jump keys its tooltip names them ('Absender (Alt+2)'). */
function TabTitle({ text, shortcut }: { text: string; shortcut?: string }) {
  return shortcut ? <span title={shortcutTitle(text, [shortcut])}>{text}</span> : <>{text}</>;
}
