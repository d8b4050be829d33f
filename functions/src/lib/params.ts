// Deploy-time parameters of the functions (defineString/defineInt) with the local defaults of design.md §4.
import { defineInt, defineSecret, defineString } from 'firebase-functions/params';

/** SMTP server for e-mail; locally the maildev of `npm start` (functions/.env.demo-backoffice sets the same). */
export const SMTP_HOST = defineString('SMTP_HOST', { default: '127.0.0.1', description: 'SMTP host for e-mail' });
export const SMTP_PORT = defineInt('SMTP_PORT', { default: 1025, description: 'SMTP port' });
/**
 * 'true' for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it — and required
 * (requireTLS) whenever credentials are set, so a password never crosses the network in clear.
 */
export const SMTP_SECURE = defineString('SMTP_SECURE', { default: 'false', description: 'SMTP implicit TLS' });
/** SMTP credentials (Secret Manager). Empty: no AUTH, as with the local maildev. */
export const SMTP_USER = defineSecret('SMTP_USER');
export const SMTP_PASSWORD = defineSecret('SMTP_PASSWORD');
export const MAIL_FROM = defineString('MAIL_FROM', {
  default: 'Canteen Back Office <no-reply@backoffice.local>',
  description: 'Sender of every e-mail',
});
/** auto = recording transport under the emulator, FCM elsewhere; fcm or recording force one. */
export const PUSH_TRANSPORT = defineString('PUSH_TRANSPORT', {
  default: 'auto',
  input: { select: { options: [{ value: 'auto' }, { value: 'fcm' }, { value: 'recording' }] } },
});
/**
 * auto = recording under the emulator, Twilio elsewhere when its secrets are set, none otherwise (sms deliveries
 * are then skipped); twilio, recording or none force one.
 */
export const SMS_TRANSPORT = defineString('SMS_TRANSPORT', {
  default: 'auto',
  input: { select: { options: [{ value: 'auto' }, { value: 'twilio' }, { value: 'recording' }, { value: 'none' }] } },
});
/** Twilio (Secret Manager): the account SID (AC…), its auth token, and the sender — an E.164 number or a Messaging Service SID (MG…). */
export const TWILIO_ACCOUNT_SID = defineSecret('TWILIO_ACCOUNT_SID');
export const TWILIO_AUTH_TOKEN = defineSecret('TWILIO_AUTH_TOKEN');
export const TWILIO_FROM = defineSecret('TWILIO_FROM');

/** Every secret the delivery transports read; the deploy preflight checks each exists in Secret Manager. */
export const DELIVERY_SECRETS = [SMTP_USER, SMTP_PASSWORD, TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM] as const;

/**
 * The `secrets` option of each function that sends deliveries. Under the emulator none is bound: the Functions
 * emulator would otherwise look each one up in Secret Manager (a demo project has none) and log an error on
 * every start; the transports then read empty values, which means no SMTP AUTH and no Twilio, as before.
 */
export const deliverySecrets = process.env.FUNCTIONS_EMULATOR === 'true' ? [] : [...DELIVERY_SECRETS];

/**
 * A secret's value, trimmed: '' when unset or blank (a secret set to a single space means "none", since Secret
 * Manager keeps no empty value). Under the emulator read without the firebase-functions warning for unbound secrets.
 */
export function secretValue(secret: (typeof DELIVERY_SECRETS)[number]): string {
  return (isEmulator() ? (process.env[secret.name] ?? '') : secret.value()).trim();
}

/** True inside the Functions emulator (FCM and SMS providers are not emulated there). */
export function isEmulator(): boolean {
  return process.env.FUNCTIONS_EMULATOR === 'true';
}
