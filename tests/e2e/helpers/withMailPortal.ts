import { afterAll, beforeAll } from 'vitest';
import { startSmtpReceiver, type SmtpReceiver } from '../../api/helpers/smtpReceiver';
import { launchBrowser } from './browser';
import { startTogether } from './startTogether';
import { startPortal } from './portal';
import type { PortalFixture } from './withPortal';

/** A portal fixture whose server sends its mail to a real SMTP receiver in the test process. */
export interface MailPortalFixture extends PortalFixture {
  smtp: SmtpReceiver;
}

/** Starts the SMTP receiver, a real server with SMTP_URL pointing at it, and Chromium for the surrounding describe block. */
export function withMailPortal(): MailPortalFixture {
  const fixture = {} as MailPortalFixture;
  beforeAll(async () => {
    fixture.smtp = await startSmtpReceiver();
    [fixture.portal, fixture.browser] = await startTogether(
      startPortal({ env: { SMTP_URL: fixture.smtp.url } }),
      launchBrowser(),
    );
  });
  afterAll(async () => {
    await fixture.browser?.close();
    await fixture.portal?.stop();
    await fixture.smtp?.close();
  });
  return fixture;
}
