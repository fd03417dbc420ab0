import { useContext, useRef, useState, type ReactNode } from 'react';
import { Card, Classes, Collapse, H5 } from '@blueprintjs/core';
import type { PanelNode } from '../../core';
import { LabelsBesideContext, PlainButton } from '../theme/shared';
import { VisibleWhen } from './VisibleWhen';
import { shortcutTitle, useJumpShortcut } from './useShortcuts';

/**
 * A titled group (layout node `panel`) in a Blueprint card, named by its title. A collapsible panel's title is a button
 * that folds the content away and back. A panel that starts collapsed mounts its fields when first opened (their data
 * lives in the store, where validation reads it); once opened the content stays mounted, so a widget keeps its state. `labels: 'beside'` sets its fields' labels in one column left of the inputs.
 * `shortcut` (Alt+1) moves the focus to its first field; the title's tooltip names the keys.
 */
export function LayoutPanel({ node, children }: { node: PanelNode; children: ReactNode }) {
  const [open, setOpen] = useState(!node.collapsed);
  const [opened, setOpened] = useState(open);
  const inherited = useContext(LabelsBesideContext);
  const card = useRef<HTMLDivElement>(null);
  useJumpShortcut(node.shortcut, () => card.current);
  const title = node.collapsible ? (
    <PlainButton
      minimal
      small
      icon={open ? 'chevron-down' : 'chevron-right'}
      aria-expanded={open}
      onClick={() => {
        setOpen(!open);
        setOpened(true);
      }}
      text={node.title}
    />
  ) : (
    node.title
  );
  return (
    <VisibleWhen rule={node.visible}>
      <Card
        ref={card}
        compact
        role={node.title ? 'group' : undefined}
        aria-label={node.title}
        aria-keyshortcuts={node.shortcut}
      >
        {node.title && (
          <H5
            className={Classes.HEADING}
            title={shortcutTitle(node.title, node.shortcut ? [node.shortcut] : undefined)}
          >
            {title}
          </H5>
        )}
        <LabelsBesideContext.Provider value={node.labels === undefined ? inherited : node.labels === 'beside'}>
          {node.collapsible ? (
            <Collapse isOpen={open} keepChildrenMounted>
              {opened ? children : null}
            </Collapse>
          ) : (
            children
          )}
        </LabelsBesideContext.Provider>
      </Card>
    </VisibleWhen>
  );
}
