// The customer-care workflow (spec §3 Ticket, §6 CustomerCare): open a ticket, reply, change state or grade, mark read.
// Every write goes through here (the rules let clients read only), so creator, canteen, sender and state are the server's.
import {
  FieldValue,
  Timestamp,
  type DocumentData,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import {
  CUSTOMER_CARE_MESSAGES,
  CUSTOMER_CARE_TICKETS,
  SUPPORT_ROLES,
  canManageCanteen,
  canOpenScreen,
  customerCareSearchKeywords,
  gradeTag,
  isCustomerCareActive,
  resolveRole,
  stateAfterReply,
  supportStateOptions,
  ticketGradeFromTags,
  type CustomerCareAttachment,
  type CustomerCareRequest,
  type Role,
  type SupportTicketState,
} from '@backoffice/shared';
import { dispatchDeliveries, type DeliveryDeps } from '../deliveries/dispatch';
import { DELIVERIES, emailDelivery, type PlannedDelivery } from '../deliveries/records';
import { userLanguage } from '../mail/format';
import { renderCustomerCareReply } from '../mail/templates/customer-care-reply';
import { htmlToText, sanitizeHtml } from './sanitize';
import { runTransactionRetrying } from '../transaction-retry';

export type CustomerCareErrorCode =
  'permission-denied' | 'not-found' | 'failed-precondition' | 'invalid-argument';

/** A refusal with the i18n key the SPA shows (namespace customerCare). */
export class CustomerCareError extends Error {
  constructor(
    readonly code: CustomerCareErrorCode,
    message: string,
    readonly messageKey: string,
  ) {
    super(message);
  }
}

export type CustomerCareResult =
  | { ticketId: string; messageId: string; replayed: boolean; deliveries: string[] }
  | { ticketId: string; changed: boolean };

interface Caller {
  uid: string;
  role: Role;
  boCanteens: string[];
  name: string;
  email: string | null;
}

type Side = 'requester' | 'support';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

async function loadCaller(db: Firestore, uid: string): Promise<Caller> {
  const user = await db.doc(`users/${uid}`).get();
  const data = user.data() ?? {};
  const profile = (data.profile ?? {}) as Record<string, unknown>;
  const bo = Array.isArray(data.bo_canteens)
    ? data.bo_canteens.filter((id): id is string => typeof id === 'string')
    : [];
  return {
    uid,
    role: resolveRole(data),
    boCanteens: bo,
    name: `${text(profile.name)} ${text(profile.surname)}`.trim(),
    email: text(profile.email).trim() || null,
  };
}

/** Support answers every canteen's tickets; the canteen's staff with CustomerCare ask (spec §6). */
function sideOf(caller: Caller, canteen: DocumentData | undefined, canteenId: string): Side {
  if (SUPPORT_ROLES.includes(caller.role)) return 'support';
  const opens =
    canOpenScreen('CustomerCare', caller.role, { customerCareActive: isCustomerCareActive(canteen) }) &&
    canManageCanteen(canteenId, caller.role, caller.boCanteens);
  if (!opens) {
    throw new CustomerCareError(
      'permission-denied',
      `Role ${caller.role} may not use customer care of ${canteenId}`,
      'errors.forbidden',
    );
  }
  if (caller.role === 'visualizzatore') {
    throw new CustomerCareError('permission-denied', 'A viewer only reads tickets', 'errors.forbidden');
  }
  return 'requester';
}

function attachmentsOf(
  canteenId: string,
  attachments: readonly CustomerCareAttachment[],
): CustomerCareAttachment[] {
  const folder = `canteens/${canteenId}/customer-care/`;
  // A path of another canteen would show that canteen's file to this ticket's readers.
  if (attachments.some((file) => !file.path.startsWith(folder))) {
    throw new CustomerCareError(
      'invalid-argument',
      "An attachment is not in the canteen's customer-care folder",
      'errors.attachmentPath',
    );
  }
  return attachments.map((file) => ({ ...file }));
}

async function sanitizedBody(html: string): Promise<string> {
  const clean = await sanitizeHtml(html);
  if (htmlToText(clean) === '')
    throw new CustomerCareError(
      'invalid-argument',
      'The message is empty once sanitised',
      'errors.emptyBody',
    );
  return clean;
}

function messageData(
  canteenId: string,
  caller: Caller,
  side: Side,
  html: string,
  attachments: CustomerCareAttachment[],
  at: Timestamp,
) {
  // canteen_id repeats the ticket's: the rules decide a message read from it, without a get().
  return {
    canteen_id: canteenId,
    created_at: at,
    html_body: html,
    from: side,
    author_uid: caller.uid,
    author_name: caller.name,
    attachments,
  };
}

async function handleCreate(
  deps: DeliveryDeps,
  caller: Caller,
  input: Extract<CustomerCareRequest, { action: 'create' }>,
): Promise<CustomerCareResult> {
  const { db } = deps;
  const canteen = await db.doc(`canteens/${input.canteenId}`).get();
  if (!canteen.exists)
    throw new CustomerCareError('not-found', `Canteen ${input.canteenId} not found`, 'errors.canteen');
  if (!isCustomerCareActive(canteen.data())) {
    throw new CustomerCareError(
      'failed-precondition',
      `Customer care is not active for ${input.canteenId}`,
      'errors.inactive',
    );
  }
  sideOf(caller, canteen.data(), input.canteenId);
  const html = await sanitizedBody(input.htmlBody);
  const attachments = attachmentsOf(input.canteenId, input.attachments);
  // The client's message id names the ticket too: a retried call finds its own ticket instead of opening a second.
  const ticketRef = db.collection(CUSTOMER_CARE_TICKETS).doc(`CC_${input.messageId}`);
  const messageRef = ticketRef.collection(CUSTOMER_CARE_MESSAGES).doc(input.messageId);
  const at = Timestamp.fromDate(deps.now());
  const replayed = await runTransactionRetrying(db, async (tx) => {
    if ((await tx.get(ticketRef)).exists) return true;
    const tags = [input.category];
    tx.create(ticketRef, {
      canteen_id: input.canteenId,
      country: text(canteen.get('endpoint_prefix')) || 'other',
      canteen_name: text(canteen.get('name')),
      subject: input.subject,
      search_keywords: customerCareSearchKeywords(input.subject),
      category: input.category,
      tags,
      grade: ticketGradeFromTags(tags),
      state: 'open',
      state_history: [{ state: 'open', at, by: caller.uid }],
      created_at: at,
      created_by: caller.uid,
      created_by_name: caller.name,
      created_by_email: caller.email,
      first_response_at: null,
      solved_at: null,
      last_activity_at: at,
      last_message_from: 'requester',
      requester_last_read: at,
      support_last_read: null,
      message_count: 1,
      updated_by: caller.uid,
      updated_at: FieldValue.serverTimestamp(),
    });
    tx.create(messageRef, messageData(input.canteenId, caller, 'requester', html, attachments, at));
    return false;
  });
  return { ticketId: ticketRef.id, messageId: messageRef.id, replayed, deliveries: [] };
}

async function loadTicket(db: Firestore, tx: Transaction | null, ticketId: string) {
  const ref = db.collection(CUSTOMER_CARE_TICKETS).doc(ticketId);
  const snapshot = tx ? await tx.get(ref) : await ref.get();
  if (!snapshot.exists)
    throw new CustomerCareError('not-found', `Ticket ${ticketId} not found`, 'errors.notFound');
  return { ref, data: snapshot.data() ?? {} };
}

function stateOf(data: DocumentData): SupportTicketState {
  const state = data.state;
  return state === 'waiting' || state === 'solved' || state === 'closed' ? state : 'open';
}

function historyEntry(state: SupportTicketState, at: Timestamp, uid: string) {
  return FieldValue.arrayUnion({ state, at, by: uid });
}

async function handleReply(
  deps: DeliveryDeps,
  caller: Caller,
  input: Extract<CustomerCareRequest, { action: 'reply' }>,
): Promise<CustomerCareResult> {
  const { db } = deps;
  const first = await loadTicket(db, null, input.ticketId);
  const canteenId = text(first.data.canteen_id);
  const canteen = await db.doc(`canteens/${canteenId}`).get();
  const side = sideOf(caller, canteen.data(), canteenId);
  const html = await sanitizedBody(input.htmlBody);
  const attachments = attachmentsOf(canteenId, input.attachments);
  const requesterUid = text(first.data.created_by);
  const requester =
    side === 'support' && requesterUid ? (await db.doc(`users/${requesterUid}`).get()).data() : undefined;
  const at = Timestamp.fromDate(deps.now());
  const messageRef = first.ref.collection(CUSTOMER_CARE_MESSAGES).doc(input.messageId);

  const outcome = await runTransactionRetrying(db, async (tx) => {
    const [{ data }, earlier] = await Promise.all([loadTicket(db, tx, input.ticketId), tx.get(messageRef)]);
    // Replay guard: the client's message id was already posted (a retried call), nothing more to write.
    if (earlier.exists) return { replayed: true, deliveries: [] as string[] };
    const from = stateOf(data);
    if (from === 'closed')
      throw new CustomerCareError('failed-precondition', 'The ticket is closed', 'errors.closed');
    const to = stateAfterReply(from, side);
    tx.create(messageRef, messageData(canteenId, caller, side, html, attachments, at));
    const update: Record<string, unknown> = {
      last_activity_at: at,
      last_message_from: side,
      [side === 'support' ? 'support_last_read' : 'requester_last_read']: at,
      message_count: FieldValue.increment(1),
      updated_by: caller.uid,
      updated_at: FieldValue.serverTimestamp(),
    };
    if (side === 'support' && data.first_response_at == null) update.first_response_at = at;
    if (to !== from) {
      update.state = to;
      update.state_history = historyEntry(to, at, caller.uid);
      if (to === 'open') update.solved_at = null;
    }
    const planned: PlannedDelivery[] = [];
    if (side === 'support' && requesterUid) {
      const profile = (requester?.profile ?? {}) as Record<string, unknown>;
      const mail = renderCustomerCareReply(userLanguage(requester?.active_language), {
        name: text(profile.name),
        subject: text(data.subject),
        replyText: htmlToText(html),
      });
      const email = text(profile.email).trim() || text(data.created_by_email).trim() || null;
      planned.push(
        emailDelivery(
          {
            type: 'customer_care_reply',
            id: `${input.ticketId}_${input.messageId}`,
            ticket_id: input.ticketId,
          },
          requesterUid,
          email,
          mail,
          deps.now(),
        ),
      );
    }
    for (const delivery of planned) tx.create(db.collection(DELIVERIES).doc(delivery.id), delivery.data);
    tx.update(first.ref, update);
    return { replayed: false, deliveries: planned.map((delivery) => delivery.id) };
  });
  // The outbox is sent after the commit; the retry sweep sends anything left pending.
  await dispatchDeliveries(deps, outcome.deliveries);
  return { ticketId: input.ticketId, messageId: input.messageId, ...outcome };
}

async function handleUpdate(
  deps: DeliveryDeps,
  caller: Caller,
  input: Extract<CustomerCareRequest, { action: 'update' }>,
): Promise<CustomerCareResult> {
  if (!SUPPORT_ROLES.includes(caller.role)) {
    throw new CustomerCareError(
      'permission-denied',
      "Only support changes a ticket's state or grade",
      'errors.forbidden',
    );
  }
  const { db } = deps;
  const at = Timestamp.fromDate(deps.now());
  const changed = await runTransactionRetrying(db, async (tx) => {
    const { ref, data } = await loadTicket(db, tx, input.ticketId);
    const from = stateOf(data);
    const update: Record<string, unknown> = {};
    if (input.state !== undefined && input.state !== from) {
      if (!supportStateOptions(from).includes(input.state)) {
        throw new CustomerCareError(
          'failed-precondition',
          `A ticket cannot go from ${from} to ${input.state}`,
          'errors.stateChange',
        );
      }
      update.state = input.state;
      update.state_history = historyEntry(input.state, at, caller.uid);
      update.solved_at = input.state === 'solved' || input.state === 'closed' ? at : null;
    }
    const tags = Array.isArray(data.tags)
      ? data.tags.filter((tag): tag is string => typeof tag === 'string')
      : [];
    if (input.grade !== undefined && ticketGradeFromTags(tags) !== input.grade) {
      // One grade tag at a time: the old ones go, so the grade read back from the tags is the one chosen.
      const next = [
        ...tags.filter((tag) => ticketGradeFromTags([tag]) === 5 && !/^(grade|defcon)[_-]?\d+$/i.test(tag)),
        gradeTag(input.grade),
      ];
      update.tags = next;
      update.grade = ticketGradeFromTags(next);
    }
    if (Object.keys(update).length === 0) return false;
    tx.update(ref, {
      ...update,
      last_activity_at: at,
      updated_by: caller.uid,
      updated_at: FieldValue.serverTimestamp(),
    });
    return true;
  });
  return { ticketId: input.ticketId, changed };
}

async function handleMarkRead(
  deps: DeliveryDeps,
  caller: Caller,
  input: Extract<CustomerCareRequest, { action: 'markRead' }>,
): Promise<CustomerCareResult> {
  const { db } = deps;
  const { ref, data } = await loadTicket(db, null, input.ticketId);
  const canteenId = text(data.canteen_id);
  const side = SUPPORT_ROLES.includes(caller.role)
    ? 'support'
    : (() => {
        if (
          !canManageCanteen(canteenId, caller.role, caller.boCanteens) ||
          !canOpenScreen('CustomerCare', caller.role, { customerCareActive: true })
        ) {
          throw new CustomerCareError(
            'permission-denied',
            `Role ${caller.role} may not read tickets of ${canteenId}`,
            'errors.forbidden',
          );
        }
        return 'requester' as const;
      })();
  await ref.update({
    [side === 'support' ? 'support_last_read' : 'requester_last_read']: Timestamp.fromDate(deps.now()),
  });
  return { ticketId: input.ticketId, changed: true };
}

/** One entry point for the callable: the caller's role and canteens come from users/{uid}, never from the input. */
export async function handleCustomerCare(
  deps: DeliveryDeps,
  uid: string,
  input: CustomerCareRequest,
): Promise<CustomerCareResult> {
  const caller = await loadCaller(deps.db, uid);
  switch (input.action) {
    case 'create':
      return handleCreate(deps, caller, input);
    case 'reply':
      return handleReply(deps, caller, input);
    case 'update':
      return handleUpdate(deps, caller, input);
    case 'markRead':
      return handleMarkRead(deps, caller, input);
  }
}
