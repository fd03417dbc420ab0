import { Alignment, Button, Navbar, NavbarDivider, NavbarGroup, NavbarHeading, Tag } from '@blueprintjs/core';
import type { IconName } from '@blueprintjs/core';
import { useNavigate } from 'react-router-dom';
import { evaluate } from '../../engine/core';
import type { RuleContext } from '../../engine/core';
import type { NavigationDocument } from '../../schemas';
import { CompactMenu } from './CompactMenu';
import { MainMenu } from './MainMenu';
import { UserButtons } from './UserButtons';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  navigation: NavigationDocument;
  context: RuleContext;
  version: string;
  username: string;
  onLogout: () => void;
}

/** The top bar: product name, version label, menu, header buttons, user and Logout. */
export function AppHeader({ navigation, context, version, username, onLogout }: AppHeaderProps) {
  const navigate = useNavigate();
  return (
    <Navbar aria-label="Hauptnavigation">
      <NavbarGroup align={Alignment.START}>
        <NavbarHeading>Disponent Online</NavbarHeading>
        <Tag minimal aria-label="Version">Version {version}</Tag>
        {/* Below 768 px (app.css) the bar's groups give way to one menu button, so the header never scrolls sideways. */}
        <div className="don-header-wide">
          <NavbarDivider />
          <MainMenu navigation={navigation} context={context} />
        </div>
      </NavbarGroup>
      <NavbarGroup align={Alignment.END}>
        <div className="don-header-wide">
          {navigation.buttons.filter((b) => evaluate(b.visible, context, true)).map((b) => (
            <Button key={b.id} variant="minimal" icon={b.icon as IconName} text={b.label} onClick={() => navigate(b.route)} />
          ))}
          <UserButtons username={username} />
          <NavbarDivider />
          <Button variant="minimal" icon="log-out" text="Logout" onClick={onLogout} />
        </div>
        <div className="don-header-narrow">
          <UserButtons username={username} compact />
          <CompactMenu navigation={navigation} context={context} username={username} onLogout={onLogout} />
        </div>
      </NavbarGroup>
    </Navbar>
  );
}
