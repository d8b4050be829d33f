// The delivery dependencies of the running functions: SMTP from params and secrets, push and SMS by transport choice.
import { getMessaging } from 'firebase-admin/messaging';
import { db } from './admin';
import {
  MAIL_FROM,
  PUSH_TRANSPORT,
  SMS_TRANSPORT,
  SMTP_HOST,
  SMTP_PASSWORD,
  SMTP_PORT,
  SMTP_SECURE,
  SMTP_USER,
  TWILIO_ACCOUNT_SID,
  TWILIO_AUTH_TOKEN,
  TWILIO_FROM,
  isEmulator,
  secretValue,
} from './params';
import type { DeliveryDeps } from '../services/deliveries/dispatch';
import { smtpMailer } from '../services/mail/mailer';
import { fcmPushTransport, recordingPushTransport } from '../services/push/transport';
import { recordingSmsTransport, smsTransportChoice, twilioSmsTransport, type SmsTransport } from '../services/sms/transport';

let cached: DeliveryDeps | undefined;

function smsTransport(): SmsTransport | null {
  const twilio = {
    accountSid: secretValue(TWILIO_ACCOUNT_SID),
    authToken: secretValue(TWILIO_AUTH_TOKEN),
    from: secretValue(TWILIO_FROM),
  };
  const choice = smsTransportChoice(SMS_TRANSPORT.value(), isEmulator(), twilio);
  if (choice === 'recording') return recordingSmsTransport(db);
  return choice === 'twilio' ? twilioSmsTransport(twilio) : null;
}

/** Built on first use (param values exist only at run time), then reused by every invocation of the instance. */
export function deliveryDeps(): DeliveryDeps {
  if (cached) return cached;
  const push = PUSH_TRANSPORT.value();
  const recordPush = push === 'recording' || (push === 'auto' && isEmulator());
  cached = {
    db,
    now: () => new Date(),
    mailer: smtpMailer({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      secure: SMTP_SECURE.value() === 'true',
      from: MAIL_FROM.value(),
      user: secretValue(SMTP_USER),
      password: secretValue(SMTP_PASSWORD),
    }),
    push: recordPush ? recordingPushTransport(db) : fcmPushTransport(getMessaging()),
    sms: smsTransport(),
  };
  return cached;
}
