import { useContext, useState, type ReactNode } from 'react';
import { Button, Card, Classes, Collapse, H5 } from '@blueprintjs/core';
import type { PanelNode } from '../../core';
import { LabelsBesideContext } from '../theme/shared';
import { VisibleWhen } from './VisibleWhen';

/**
 * A titled group (layout node `panel`) in a Blueprint card, named by its title. A collapsible panel's title is a button
 * that folds the content away and back; the content stays mounted, so its fields keep their state and take part in
 * validation. `labels: 'beside'` sets its fields' labels in one column left of the inputs.
 */
export function LayoutPanel({ node, children }: { node: PanelNode; children: ReactNode }) {
  const [open, setOpen] = useState(!node.collapsed);
  const inherited = useContext(LabelsBesideContext);
  const title = node.collapsible
    ? <Button variant="minimal" size="small" icon={open ? 'chevron-down' : 'chevron-right'} aria-expanded={open}
      onClick={() => setOpen(!open)} text={node.title} />
    : node.title;
  return (
    <VisibleWhen rule={node.visible}>
      <Card compact role={node.title ? 'group' : undefined} aria-label={node.title}>
        {node.title && <H5 className={Classes.HEADING}>{title}</H5>}
        <LabelsBesideContext.Provider value={node.labels === undefined ? inherited : node.labels === 'beside'}>
          {node.collapsible ? <Collapse isOpen={open} keepChildrenMounted>{children}</Collapse> : children}
        </LabelsBesideContext.Provider>
      </Card>
    </VisibleWhen>
  );
}
