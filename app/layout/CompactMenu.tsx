import { Button, Menu, MenuDivider, MenuItem, Popover } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { evaluate } from '../../engine/core';
import type { RuleContext } from '../../engine/core';
import type { NavigationDocument } from '../../schemas';
import { visibleGroups } from './MainMenu';

/** Props of {@link CompactMenu}. */
export interface CompactMenuProps {
  navigation: NavigationDocument;
  context: RuleContext;
  username: string;
  onLogout: () => void;
}

/**
 * The header of a narrow window (below 768 px) in one menu button: the navigation document's groups with their entries,
 * its header buttons, the user and Logout — instead of a bar that scrolls sideways.
 */
export function CompactMenu({ navigation, context, username, onLogout }: CompactMenuProps) {
  const navigate = useNavigate();
  const groups = visibleGroups(navigation, context);
  const buttons = navigation.buttons.filter((b) => evaluate(b.visible, context, true));
  return (
    <Popover placement="bottom-end" content={
      <Menu aria-label="Menü">
        {groups.map((group) => [
          <MenuDivider key={`${group.id}-title`} title={group.label} />,
          ...group.items.map((item) => <MenuItem key={item.id} text={item.label} icon={item.icon as IconName} onClick={() => navigate(item.route)} />),
        ])}
        <MenuDivider />
        {buttons.map((b) => <MenuItem key={b.id} text={b.label} icon={b.icon as IconName} onClick={() => navigate(b.route)} />)}
        <MenuItem icon="user" text={username} label="angemeldet" disabled />
        <MenuItem icon="log-out" text="Logout" onClick={onLogout} />
      </Menu>
    }>
      <Button variant="minimal" icon="menu" text="Menü" />
    </Popover>
  );
}
