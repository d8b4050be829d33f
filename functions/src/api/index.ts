// The HTTPS function `api` (europe-west1): the REST calls of spec §7 under /log, /api/… and /helpdesk/….
import { getAppCheck } from 'firebase-admin/app-check';
import { onRequest } from 'firebase-functions/v2/https';
import { auth, db } from '../lib/admin';
import { appCheckEnforced } from '../lib/app-check';
import { REGION } from '../lib/options';
import { createApiApp } from './app';

export const api = onRequest(
  // PDFs and 10,000-row CSV imports need more than the default 256 MiB and 60 s.
  { region: REGION, memory: '1GiB', cpu: 1, timeoutSeconds: 300 },
  createApiApp({
    db,
    auth,
    now: () => new Date(),
    appCheck: { enforced: appCheckEnforced(), verify: (token) => getAppCheck().verifyToken(token) },
  }),
);
