export { LOGO_PATTERN, safeLogo, safeWebsite } from './branding';
