// The SMTP mailer against a local SMTP server (smtp-server, nodemailer's own) that requires AUTH, over TLS.
import { afterEach, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { smtpMailer, smtpTransportOptions } from './mailer';

const USER = 'relay-user';
const PASSWORD = 'relay-password';

interface Received {
  user: string | undefined;
  secure: boolean;
  method: string;
  to: string[];
}

let server: SMTPServer | undefined;

afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** Starts a relay on a free port; `options` may make it SMTPS, hide STARTTLS or accept no AUTH. */
async function relay(options: Partial<SMTPServerOptions> = {}): Promise<{ port: number; received: Received[]; authAttempts: string[] }> {
  const received: Received[] = [];
  const authAttempts: string[] = [];
  server = new SMTPServer({
    logger: false,
    disabledCommands: [],
    authMethods: ['PLAIN', 'LOGIN'],
    onAuth(auth, session, callback) {
      authAttempts.push(`${auth.method}:${auth.username}:${session.secure ? 'tls' : 'clear'}`);
      if (auth.username === USER && auth.password === PASSWORD) return callback(null, { user: auth.username });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, session, callback) {
      stream.resume();
      stream.on('end', () => {
        received.push({
          user: session.user as string | undefined,
          secure: session.secure,
          method: session.transmissionType,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
        });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { port: (server!.server.address() as AddressInfo).port, received, authAttempts };
}

const MESSAGE = { to: 'marta@demo.test', subject: 'Richiesta 42', html: '<p>ok</p>', text: 'ok' };
const FROM = 'Canteen Back Office <no-reply@backoffice.local>';

describe('smtpMailer', () => {
  it('authenticates with the secrets after STARTTLS on a submission port, and the relay accepts the mail', async () => {
    const { port, received, authAttempts } = await relay();
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: FROM, user: USER, password: PASSWORD, allowSelfSigned: true });
    await expect(mailer.send(MESSAGE)).resolves.toMatchObject({ messageId: expect.any(String) });
    expect(authAttempts).toEqual([`PLAIN:${USER}:tls`]);
    expect(received).toEqual([{ user: USER, secure: true, method: 'ESMTPSA', to: ['marta@demo.test'] }]);
  });

  it('authenticates over implicit TLS (SMTPS)', async () => {
    const { port, received } = await relay({ secure: true });
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: true, from: FROM, user: USER, password: PASSWORD, allowSelfSigned: true });
    await mailer.send(MESSAGE);
    expect(received).toEqual([{ user: USER, secure: true, method: 'ESMTPSA', to: ['marta@demo.test'] }]);
  });

  it('a wrong password is refused by the relay (the delivery records the failure)', async () => {
    const { port, received } = await relay();
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: FROM, user: USER, password: 'wrong', allowSelfSigned: true });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/535|Invalid login|Invalid username/i);
    expect(received).toEqual([]);
  });

  it('never sends the password in clear: a relay that offers no STARTTLS gets no AUTH', async () => {
    const { port, authAttempts, received } = await relay({ disabledCommands: ['STARTTLS'], allowInsecureAuth: true });
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: FROM, user: USER, password: PASSWORD, allowSelfSigned: true });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/STARTTLS|TLS/i);
    expect(authAttempts).toEqual([]);
    expect(received).toEqual([]);
  });

  it('without secrets (the local maildev) no AUTH is attempted and no TLS demanded', async () => {
    const { port, received, authAttempts } = await relay({ authOptional: true, hideSTARTTLS: true });
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: FROM, user: '', password: '' });
    await mailer.send(MESSAGE);
    expect(authAttempts).toEqual([]);
    expect(received).toEqual([{ user: undefined, secure: false, method: 'ESMTP', to: ['marta@demo.test'] }]);
  });

  it('without secrets, a relay that requires AUTH refuses the mail', async () => {
    const { port } = await relay();
    const mailer = smtpMailer({ host: '127.0.0.1', port, secure: false, from: FROM, allowSelfSigned: true });
    await expect(mailer.send(MESSAGE)).rejects.toThrow(/530|authentication required/i);
  });

  it('port 465 means implicit TLS even when SMTP_SECURE was left false', () => {
    expect(smtpTransportOptions({ host: 'smtp.example.com', port: 465, secure: false, from: FROM, user: 'u', password: 'p' })).toMatchObject({
      secure: true,
      requireTLS: false,
      auth: { user: 'u', pass: 'p' },
    });
    expect(smtpTransportOptions({ host: 'smtp.example.com', port: 587, secure: false, from: FROM, user: 'u', password: 'p' })).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(smtpTransportOptions({ host: '127.0.0.1', port: 1025, secure: false, from: FROM })).not.toHaveProperty('auth');
  });
});
