// A maildev started inside a test (SMTP 127.0.0.1:1025, REST 127.0.0.1:1080): read what arrived, stop and restart SMTP.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** What maildev's GET /email answers for one message (the fields the tests read). */
export interface ReceivedMail {
  id: string;
  subject: string;
  to: Array<{ address: string; name?: string }>;
  from: Array<{ address: string; name?: string }>;
  html: string;
  text: string;
}

interface MailDevServer {
  listen(): Promise<void>;
  create(port: number, host: string): void;
  close(callback?: () => void): void;
  smtp: { close(callback: () => void): void };
}

const SMTP_PORT = 1025;
const WEB = 'http://127.0.0.1:1080';

export interface LocalMailServer {
  /** Every message received so far. */
  all(): Promise<ReceivedMail[]>;
  /** Messages sent to one address. */
  to(address: string): Promise<ReceivedMail[]>;
  /** Stops accepting SMTP connections (the web API stays up). */
  stopSmtp(): Promise<void>;
  startSmtp(): Promise<void>;
  close(): Promise<void>;
}

export async function startMailServer(): Promise<LocalMailServer> {
  const MailDev = require('maildev') as new (options: Record<string, unknown>) => MailDevServer;
  const server = new MailDev({ smtp: SMTP_PORT, web: 1080, ip: '127.0.0.1', silent: true });
  await server.listen();
  // The web API starts asynchronously: wait until it answers.
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const ok = await fetch(`${WEB}/healthz`).then((response) => response.ok, () => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const all = async () => (await (await fetch(`${WEB}/email`)).json()) as ReceivedMail[];
  return {
    all,
    async to(address) {
      return (await all()).filter((mail) => mail.to.some((recipient) => recipient.address === address));
    },
    stopSmtp: () => new Promise((resolve) => server.smtp.close(() => resolve())),
    // A closed smtp-server keeps answering 421 "shutting down": maildev builds a fresh one on the same store.
    startSmtp: async () => {
      server.create(SMTP_PORT, '127.0.0.1');
      await server.listen();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
