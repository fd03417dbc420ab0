import { translate } from '../errors/catalogue';
import type { OutgoingMail } from '../mail';
import { trackingLink, unsubscribeApiLink, unsubscribeLink } from './links';

/** The stages a recipient hears of: handed over, on its way, delivered. */
export type TrackingStage = 'uebergeben' | 'unterwegs' | 'zugestellt';

/**
 * A German status mail: the stage, the tracking link and the unsubscribe link, with List-Unsubscribe headers and a
 * Message-ID fixed per order and stage, so a mail sent again after a crash is recognisably the same one.
 */
export function statusMail(
  stage: TrackingStage,
  to: string,
  place: string,
  token: string,
  publicUrl: string,
  orderId: number,
): OutgoingMail {
  const host = new URL(publicUrl).hostname || 'disponent.invalid';
  return {
    to,
    subject: translate(`mail.sendungsverfolgung.betreff.${stage}`, place),
    text: translate(
      'mail.sendungsverfolgung.text',
      translate(`mail.sendungsverfolgung.stand.${stage}`, place),
      trackingLink(publicUrl, token),
      unsubscribeLink(publicUrl, token),
    ),
    messageId: `<sendungsverfolgung-${orderId}-${stage}@${host}>`,
    headers: {
      'List-Unsubscribe': `<${unsubscribeApiLink(publicUrl, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
