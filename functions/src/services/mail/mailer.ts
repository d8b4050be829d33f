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
  secure: boolean;
  from: string;
}

/**
 * A Mailer over real SMTP. One connection per message (no pool), so a server that went away and came
 * back is simply reconnected; short timeouts make an unreachable server a quick, recorded failure.
 */
export function smtpMailer(options: SmtpOptions): Mailer {
  const transport = nodemailer.createTransport({
    host: options.host,
    port: options.port,
    secure: options.secure,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      return { messageId: String(info.messageId ?? '') };
    },
  };
}
