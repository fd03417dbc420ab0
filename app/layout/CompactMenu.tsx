import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import type { RuleContext } from '../../engine/core';
import type { NavigationDocument } from '../../schemas';
import type { ThemeChoice } from '../theme';
import { fileHref, visibleButtons } from './headerEntries';
import { visibleGroups } from './MainMenu';

/** Props of {@link CompactMenu}. */
export interface CompactMenuProps {
  navigation: NavigationDocument;
  context: RuleContext;
  username: string;
  onLogout: () => void;
  /** The theme choice when the client has the theme buttons (isCustomstylebuttons); the menu then lists the themes. */
  themes?: ThemeChoice;
}

/**
 * The header of a narrow window (below 768 px) in one menu button: the navigation document's groups with their entries,
 * its header buttons (Hilfe opens the manual in a new tab), the themes, the user and Logout — instead of a bar that
 * scrolls sideways.
 */
export function CompactMenu({ navigation, context, username, onLogout, themes }: CompactMenuProps) {
  const navigate = useNavigate();
  const groups = visibleGroups(navigation, context);
  const themeBlock = navigation.themes;
  return (
    // A chosen entry's page keeps the focus the user gives it; Escape still returns it to the button (see MainMenu).
    <PopoverNext
      placement="bottom-end"
      shouldReturnFocusOnClose={false}
      content={
        <Menu aria-label={navigation.texts.menue}>
          {groups.map((group) => [
            <MenuDivider key={`${group.id}-title`} title={group.label} />,
            ...group.items.map((item) => (
              <MenuItem
                key={item.id}
                text={item.label}
                icon={item.icon as IconName}
                onClick={() => navigate(item.route)}
              />
            )),
          ])}
          <MenuDivider />
          {visibleButtons(navigation, context).map((b) => {
            const href = fileHref(b);
            return href ? (
              <MenuItem
                key={b.id}
                text={b.label}
                icon={b.icon as IconName}
                href={href}
                target="_blank"
                rel="noopener"
              />
            ) : (
              <MenuItem key={b.id} text={b.label} icon={b.icon as IconName} onClick={() => navigate(b.route)} />
            );
          })}
          {themes &&
            themeBlock && [
              <MenuDivider key="themen" title={themeBlock.label} />,
              ...themeBlock.items.map((t) => (
                <MenuItem
                  key={t.id}
                  text={t.label}
                  icon={themes.theme?.id === t.id ? 'tick' : 'blank'}
                  onClick={() => themes.choose(t.id)}
                />
              )),
            ]}
          <MenuDivider />
          <MenuItem icon="user" text={username} label={navigation.texts.angemeldet} disabled />
          <MenuItem icon="log-out" text={navigation.texts.logout} onClick={onLogout} />
        </Menu>
      }
    >
      <Button variant="minimal" icon="menu" text={navigation.texts.menue} />
    </PopoverNext>
  );
}
