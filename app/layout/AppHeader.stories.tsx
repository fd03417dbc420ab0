import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { RuleContext } from '../../engine/core';
import { navigation } from '../../schemas';
import { adminAccount, demoAccount, leserAccount, ruleContextOf, withPortal } from '../storybook';
import { applyTheme } from '../theme';
import '../theme/themes.css';
import { appVersion } from '../version';
import { AppHeader } from './AppHeader';

/** The rule context of an account with the theme buttons switched on (isCustomstylebuttons) and the host rule given. */
const withThemes = (context: RuleContext, development = false) =>
  ({ ...context, config: { ...context.config, isCustomstylebuttons: 'true' }, host: { development } }) as RuleContext;

/** A loader that sets the theme (or the standard look) as the pre-paint script would from browser storage. */
const theme = (id: string | null) => async () => {
  applyTheme(id);
  return {};
};

const meta = {
  title: 'Layout/AppHeader',
  component: AppHeader,
  decorators: [withPortal],
  loaders: [theme(null)],
  args: {
    navigation,
    context: ruleContextOf(demoAccount),
    version: appVersion,
    username: demoAccount.user.username,
    onLogout: fn(),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof AppHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'demo' of Nordlicht Logistik Hamburg: menu, version label, Hilfe, user and Logout, no admin button. */
export const Standardbenutzer: Story = {};

/** 'admin' of Spedition Nordlicht GmbH: the header additionally offers 'Adminbereich'. */
export const Administrator: Story = {
  args: { context: ruleContextOf(adminAccount), username: adminAccount.user.username },
};

/** 'leser' of Nordlicht Logistik Bremen: without the edit right the order entry menu items are hidden. */
export const OhneBearbeitungsrecht: Story = {
  args: { context: ruleContextOf(leserAccount), username: leserAccount.user.username },
};

/** On a development host (localhost, private addresses) the header links the configurator. */
export const Entwicklungsrechner: Story = {
  args: { context: withThemes(ruleContextOf(adminAccount), true), username: adminAccount.user.username },
};

/** A client with isCustomstylebuttons: the four theme buttons, standard look. */
export const Themenauswahl: Story = { args: { context: withThemes(ruleContextOf(demoAccount)) } };

/** Theme Bexity (customStyle) chosen. */
export const ThemaBexity: Story = { args: Themenauswahl.args, loaders: [theme('customStyle')] };

/** Theme MMT (customStyleMMT) chosen. */
export const ThemaMMT: Story = { args: Themenauswahl.args, loaders: [theme('customStyleMMT')] };

/** Theme Eco (customStyleEco) chosen. */
export const ThemaEco: Story = { args: Themenauswahl.args, loaders: [theme('customStyleEco')] };

/** Theme PHL (customStylePHL) chosen. */
export const ThemaPHL: Story = { args: Themenauswahl.args, loaders: [theme('customStylePHL')] };
