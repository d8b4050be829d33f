// The e-mail adapter: an interface the services send through, and its SMTP implementation with nodemailer.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  html: string;
  text: string;
}

export interface Mailer {
  /** Hands the message to the SMTP server; rejects when it is not accepted. */
  send(message: MailMessage): Promise<{ messageId: string }>;
}

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS from the first byte; also used whenever the port is 465 (SMTPS). */
  secure: boolean;
  from: string;
  /** SMTP AUTH credentials; an empty user (the local maildev) means no AUTH and no TLS demand. */
  user?: string;
  password?: string;
  /** Tests only: accept the local test server's self-signed certificate. */
  allowSelfSigned?: boolean;
}

/** The nodemailer transport options: AUTH only with credentials, and then never without TLS. */
export function smtpTransportOptions(options: SmtpOptions) {
  const secure = options.secure || options.port === 465;
  const auth = options.user ? { user: options.user, pass: options.password ?? '' } : undefined;
  return {
    host: options.host,
    port: options.port,
    secure,
    // With credentials on a plain port, STARTTLS is mandatory: a relay that does not offer it gets no password.
    requireTLS: !secure && auth !== undefined,
    ...(auth ? { auth } : {}),
    tls: { minVersion: 'TLSv1.2' as const, ...(options.allowSelfSigned ? { rejectUnauthorized: false } : {}) },
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

/**
 * A Mailer over real SMTP. One connection per message (no pool), so a server that went away and came
 * back is simply reconnected; short timeouts make an unreachable server a quick, recorded failure.
 */
export function smtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport(smtpTransportOptions(options));
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
