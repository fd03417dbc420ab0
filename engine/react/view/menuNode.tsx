import { Button, Menu, MenuItem, PopoverNext, Tooltip, type IconName } from '@blueprintjs/core';
import type { ViewMenuNode } from '../../core';
import { useView } from './context';

/**
 * A button opening a menu of the data's items; while they are null a single disabled loading entry shows. A disabled
 * button explains itself in a tooltip. Choosing an item reports the node's id with the item.
 */
export function ViewMenu({ node }: { node: ViewMenuNode }) {
  const view = useView();
  const items = view.at(node.items) as unknown[] | null | undefined;
  const enabled = view.holds(node.enabled, true);
  const button = (
    <Button
      icon={node.icon as IconName | undefined}
      endIcon="caret-down"
      text={view.text(node.label)}
      disabled={!enabled}
    />
  );
  if (!enabled)
    return node.disabledTooltip === undefined ? (
      button
    ) : (
      <Tooltip content={view.text(node.disabledTooltip)}>{button}</Tooltip>
    );
  const content = (
    <Menu aria-label={view.text(node.menuLabel)}>
      {!Array.isArray(items) && <MenuItem disabled text={view.text(node.loadingText)} />}
      {Array.isArray(items) &&
        items.map((item, i) => (
          <MenuItem
            key={i}
            text={String(view.at(node.itemLabel, item) ?? '')}
            onClick={() => view.onAction(node.id, item)}
          />
        ))}
    </Menu>
  );
  return (
    <PopoverNext
      content={content}
      placement="bottom-start"
      onOpening={node.openAction ? () => view.onAction(node.openAction!) : undefined}
    >
      {button}
    </PopoverNext>
  );
}
