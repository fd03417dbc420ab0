import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server on a free loopback port that keeps every mail it receives, parsed. */
export interface SmtpReceiver {
  /** For SMTP_URL: smtp://127.0.0.1:<port>. */
  url: string;
  mails: ParsedMail[];
  /** Resolves with the next mail to this address (or one already received and not yet taken). */
  nextMailTo(address: string, timeoutMs?: number): Promise<ParsedMail>;
  close(): Promise<void>;
}

/** Starts the receiver: no TLS, any login accepted, loopback only. */
export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ParsedMail[] = [];
  const taken = new Set<ParsedMail>();
  const waiting: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          mails.push(mail);
          waiting.splice(0).forEach((wake) => wake());
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  const to = (mail: ParsedMail) =>
    [mail.to]
      .flat()
      .flatMap((a) => a?.value ?? [])
      .map((v) => v.address?.toLowerCase());
  const nextMailTo = async (address: string, timeoutMs = 15_000): Promise<ParsedMail> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = mails.find((m) => !taken.has(m) && to(m).includes(address.toLowerCase()));
      if (found) {
        taken.add(found);
        return found;
      }
      if (Date.now() > deadline) throw new Error(`Keine E-Mail an ${address} (erhalten: ${mails.length})`);
      await new Promise<void>((wake) => {
        waiting.push(wake);
        setTimeout(wake, 200);
      });
    }
  };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    nextMailTo,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
