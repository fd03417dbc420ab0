import {
  Alignment,
  AnchorButton,
  Button,
  Classes,
  Navbar,
  NavbarDivider,
  NavbarGroup,
  NavbarHeading,
  Tag,
} from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { evaluate } from '../../engine/core';
import type { RuleContext } from '../../engine/core';
import type { NavigationDocument } from '../../schemas';
import { ThemeButtons, useTheme } from '../theme';
import { CompactMenu } from './CompactMenu';
import { fileHref, visibleButtons } from './headerEntries';
import { MainMenu } from './MainMenu';
import { UserButtons } from './UserButtons';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  navigation: NavigationDocument;
  /** Rule context of the header's rules; `host.development` decides the configurator link. */
  context: RuleContext;
  version: string;
  username: string;
  onLogout: () => void;
}

/**
 * The top bar: product name (with the chosen theme's logo), version label, menu, header buttons (a file button such as
 * Hilfe opens its file in a new tab), the theme buttons when the client has them, user and Logout.
 */
export function AppHeader({ navigation, context, version, username, onLogout }: AppHeaderProps) {
  const navigate = useNavigate();
  const themes = navigation.themes;
  const choice = useTheme(themes?.items ?? []);
  const showThemes = themes !== undefined && evaluate(themes.visible, context, true);
  // A client without the theme buttons has the standard look: a theme another client's user chose in this browser goes.
  useEffect(() => {
    if (!showThemes && choice.theme) choice.choose(choice.theme.id);
  }, [showThemes, choice]);
  const logo = choice.theme?.logo;
  return (
    <Navbar
      aria-label={navigation.texts.navigation}
      className={['don-navbar', choice.theme?.darkHeader ? Classes.DARK : ''].join(' ').trim()}
    >
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading className="don-header-heading">
          {logo && <img className="don-header-logo" src={`${import.meta.env.BASE_URL}${logo}`} alt="" />}
          {navigation.texts.produkt}
        </NavbarHeading>
        <Tag minimal aria-label={navigation.texts.version}>
          {navigation.texts.version} {version}
        </Tag>
        {/* Below 768 px (app.css) the bar's groups give way to one menu button, so the header never scrolls sideways. */}
        <div className="don-header-wide">
          <NavbarDivider />
          <MainMenu navigation={navigation} context={context} />
        </div>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <div className="don-header-wide">
          {visibleButtons(navigation, context).map((b) => {
            const href = fileHref(b);
            return href ? (
              <AnchorButton
                key={b.id}
                variant="minimal"
                icon={b.icon as IconName}
                text={b.label}
                href={href}
                target="_blank"
                rel="noopener"
              />
            ) : (
              <Button
                key={b.id}
                variant="minimal"
                icon={b.icon as IconName}
                text={b.label}
                onClick={() => navigate(b.route)}
              />
            );
          })}
          {showThemes && (
            <>
              <NavbarDivider />
              <ThemeButtons themes={themes} choice={choice} />
              <NavbarDivider />
            </>
          )}
          <UserButtons username={username} />
          <NavbarDivider />
          <Button variant="minimal" icon="log-out" text={navigation.texts.logout} onClick={onLogout} />
        </div>
        <div className="don-header-narrow">
          <UserButtons username={username} compact />
          <CompactMenu
            navigation={navigation}
            context={context}
            username={username}
            onLogout={onLogout}
            themes={showThemes ? choice : undefined}
          />
        </div>
      </NavbarGroup>
    </Navbar>
  );
}
