export {
  anonymousConfig,
  nordlichtConfig,
  hamburgConfig,
  bremenConfig,
  adminAccount,
  demoAccount,
  demoPassword,
  hauptAccount,
  leserAccount,
  metroAccount,
  ruleContextOf,
  storyAccounts,
  STORY_ROLES,
  STORY_VARIANT_CLIENTS,
  storyAccountFor,
  infoNotifications,
  loginFailedNotification,
  serverErrorNotification,
  fixtureTenants,
  fixtureTollCountries,
} from './fixtures';
export type { StoryAccount } from './fixtures';
export { StorySession } from './StorySession';
export type { StorySessionProps } from './StorySession';
export { withExplainMode, withPortal, withProfile } from './decorators';
export { createStoryApi, withStoryApi } from './storyApi';
export type { PortalParameters } from './decorators';
