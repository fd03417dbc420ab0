import { webhooksRegistry } from '../../../schemas/registries';

/** The form document of /masterdata/webhooks (webhooks.screen.json). */
export const webhooksScreen = 'webhooks.screen';
/** The list of endpoints. */
export const webhooksColumns = 'webhooks.columns';
/** The delivery log of the marked endpoint. */
export const deliveryColumns = 'webhookZustellungen.columns';

/** A toolbar action of the form document the page handles (declared in schemas/registries/webhooks.registry.json). */
export type WebhooksActionId = keyof typeof webhooksRegistry.actions;
