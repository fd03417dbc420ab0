import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter } from 'react-router-dom';
import { EngineProfileProvider, ExplainModeDefault } from '../../engine/react';
import { profile } from '../documents';
import { NotificationProvider } from '../notifications';
import { storyAccountFor, type StoryAccount } from './fixtures';
import { StorySession } from './StorySession';

/** Story parameters (under `portal`) that {@link withPortal} reads. */
export interface PortalParameters {
  /** Logged-in account; omitted or null means nobody is logged in. */
  account?: StoryAccount | null;
  /** Route the MemoryRouter starts at, without the production basename. */
  route?: string;
}

/**
 * Wraps a story the way main.tsx and App wrap the portal, with an in-memory session and a MemoryRouter. The Storybook
 * toolbar's role and variant (globals `rolle`, `variante`) replace the story's account and its client.
 */
export const withPortal: Decorator = (Story, { parameters, globals }) => {
  const { account: own = null, route = '/' } = (parameters.portal ?? {}) as PortalParameters;
  const account = storyAccountFor(own, globals);
  return (
    <NotificationProvider>
      {/* Keyed so switching the account in Storybook starts a fresh session. */}
      <StorySession
        key={`${account?.user.username ?? 'anonym'}-${account?.config.clientKunde ?? ''}`}
        account={account}
      >
        <MemoryRouter initialEntries={[route]}>
          <Story />
        </MemoryRouter>
      </StorySession>
    </NotificationProvider>
  );
};

/** Gives every story the portal's profile as App does (installBundledDocuments in the preview installed it). */
export const withProfile: Decorator = (Story) => (
  <EngineProfileProvider profile={profile}>
    <Story />
  </EngineProfileProvider>
);

/**
 * Offers and starts the 'Warum?' mode in every screen of a story: Storybook's global toolbar toggle 'Warum?' (global
 * `warum` = 'an') or the story's parameter `explain: true`. Otherwise the screens decide as in the app (admins only).
 */
export const withExplainMode: Decorator = (Story, { globals, parameters }) =>
  globals.warum === 'an' || parameters.explain === true ? (
    <ExplainModeDefault.Provider value>
      <Story />
    </ExplainModeDefault.Provider>
  ) : (
    <Story />
  );
