// The delivery dependencies of the running functions: SMTP from params, push and SMS by transport choice.
import { getMessaging } from 'firebase-admin/messaging';
import { db } from './admin';
import { MAIL_FROM, PUSH_TRANSPORT, SMS_TRANSPORT, SMTP_HOST, SMTP_PORT, SMTP_SECURE, isEmulator } from './params';
import type { DeliveryDeps } from '../services/deliveries/dispatch';
import { smtpMailer } from '../services/mail/mailer';
import { fcmPushTransport, recordingPushTransport } from '../services/push/transport';
import { recordingSmsTransport } from '../services/sms/transport';

let cached: DeliveryDeps | undefined;

/** Built on first use (param values exist only at run time), then reused by every invocation of the instance. */
export function deliveryDeps(): DeliveryDeps {
  if (cached) return cached;
  const push = PUSH_TRANSPORT.value();
  const sms = SMS_TRANSPORT.value();
  const recordPush = push === 'recording' || (push === 'auto' && isEmulator());
  const recordSms = sms === 'recording' || (sms === 'auto' && isEmulator());
  cached = {
    db,
    now: () => new Date(),
    mailer: smtpMailer({
      host: SMTP_HOST.value(),
      port: SMTP_PORT.value(),
      secure: SMTP_SECURE.value() === 'true',
      from: MAIL_FROM.value(),
    }),
    push: recordPush ? recordingPushTransport(db) : fcmPushTransport(getMessaging()),
    sms: recordSms ? recordingSmsTransport(db) : null,
  };
  return cached;
}
