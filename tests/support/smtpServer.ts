import { SMTPServer } from 'smtp-server';
import { readMail, type ReceivedMail } from './mime';
import { createTestApp, type TestApp } from './testApp';
import type { AddressInfo } from 'node:net';

export interface ReceivedSmtp {
  from: string;
  to: string[];
  raw: string;
}

export interface LoopbackSmtp {
  port: number;
  received: ReceivedSmtp[];
  close: () => Promise<void>;
}

/** A real SMTP server on loopback, receiving what Guichet sends through nodemailer. */
export function startLoopbackSmtp(): Promise<LoopbackSmtp> {
  const received: ReceivedSmtp[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({ port, received, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

/** The latest message the loopback server received for `address`, read, or undefined when none came. */
export function lastMailTo(smtp: LoopbackSmtp, address: string): ReceivedMail | undefined {
  const found = smtp.received.findLast((mail) => mail.to.includes(address));
  return found && readMail(found.raw);
}

/** A test app whose mail goes to a loopback SMTP server (read with lastMailTo); closing the app closes both. */
export async function createTestAppWithSmtp(
  env: Record<string, string> = {},
): Promise<{ t: TestApp; smtp: LoopbackSmtp }> {
  const smtp = await startLoopbackSmtp();
  const app = await createTestApp({ ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  const close = async () => {
    await app.close();
    await smtp.close();
  };
  return { smtp, t: { ...app, close } };
}
