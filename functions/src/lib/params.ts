// Deploy-time parameters of the functions (defineString/defineInt) with the local defaults of design.md §4.
import { defineInt, defineString } from 'firebase-functions/params';

/** SMTP server for e-mail; locally the maildev of `npm start` (functions/.env.demo-backoffice sets the same). */
export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1', description: 'SMTP host for e-mail' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025, description: 'SMTP port' });
/** 'true' for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
export const SMTP_SECURE = defineString('SMTP_SECURE', { default: 'false', description: 'SMTP implicit TLS' });
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Canteen Back Office <no-reply@backoffice.local>',
  description: 'Sender of every e-mail',
});
/** auto = recording transport under the emulator, FCM elsewhere; fcm or recording force one. */
export const PUSH_TRANSPORT = defineString('PUSH_TRANSPORT', {
  default: 'auto',
  input: { select: { options: [{ value: 'auto' }, { value: 'fcm' }, { value: 'recording' }] } },
});
/** auto = recording under the emulator, none elsewhere (sms deliveries are skipped until a provider is wired). */
export const SMS_TRANSPORT = defineString('SMS_TRANSPORT', {
  default: 'auto',
  input: { select: { options: [{ value: 'auto' }, { value: 'recording' }, { value: 'none' }] } },
});

/** True inside the Functions emulator (FCM and SMS providers are not emulated there). */
export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
