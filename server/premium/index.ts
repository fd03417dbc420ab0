export { importPremium, premiumAreas } from './importPremium';
export type { PremiumArea } from './importPremium';
export { premiumDocument, premiumText, PREMIUM_SCREEN } from './importDocument';
export { checkPremiumArea } from './premiumArea';
