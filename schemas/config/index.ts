export { LOGO_PATTERN, safeLogo, safeWebsite } from './branding';
export { isDevelopmentHost } from './developmentHost';
