// Activity-log entries of back-office writes (kind 'write') for every canteen, so /activities-log opens filled.
import {
  ROLES,
  WRITE_ENTRY_KIND,
  diffFields,
  writeEntryId,
  type Role,
  type WriteOperation,
} from '@backoffice/shared';
import { CANTEENS } from './canteen-data';
import { addDays, atLocalTime } from './dates';
import { costCentersOf } from './finance';
import { STAFF } from './people-data';
import { staffUid } from './users';
import type { CanteenDef, SeedDocument } from './types';

interface SeededWrite {
  daysAgo: number;
  hour: number;
  minute: number;
  collection: string;
  docPath: string;
  operation: WriteOperation;
  before?: Record<string, unknown>;
  after?: Record<string, unknown>;
}

/** The most hands-on staff account that manages the canteen (the admin manages every one). */
function writerOf(canteen: CanteenDef): Role {
  const roles = ROLES.filter((role) => role !== 'web_user' && role !== 'admin' && role !== 'admin_provider');
  const managers = roles.filter((role) => {
    const canteens = STAFF[role].canteens;
    return canteens !== '*' && canteens.includes(canteen.id);
  });
  return managers.at(-1) ?? 'admin';
}

/** A few realistic edits of the canteen's configuration and content over the last two weeks. */
function writesOf(canteen: CanteenDef): SeededWrite[] {
  const centre = costCentersOf(canteen)[0]!;
  const newCentre = `CC_${canteen.id}_9`;
  return [
    {
      daysAgo: 12,
      hour: 9,
      minute: 14,
      collection: 'cost_centers',
      docPath: `cost_centers/${newCentre}`,
      operation: 'create',
      after: {
        canteen_id: canteen.id,
        name: 'Eventi',
        code: `CC-${canteen.id.slice(2)}-900`,
        useAsCustomPriceList: false,
      },
    },
    {
      daysAgo: 9,
      hour: 11,
      minute: 2,
      collection: 'cost_centers',
      docPath: `cost_centers/${centre.id}`,
      operation: 'update',
      before: { code: `${centre.code}-OLD` },
      after: { code: centre.code },
    },
    {
      daysAgo: 6,
      hour: 15,
      minute: 40,
      collection: 'messages',
      docPath: `messages/MSG_${canteen.id}_1`,
      operation: 'update',
      before: { area: 'home' },
      after: { area: 'news' },
    },
    {
      daysAgo: 3,
      hour: 10,
      minute: 25,
      collection: 'cost_centers',
      docPath: `cost_centers/${newCentre}`,
      operation: 'delete',
      before: {
        canteen_id: canteen.id,
        name: 'Eventi',
        code: `CC-${canteen.id.slice(2)}-900`,
        useAsCustomPriceList: false,
      },
    },
  ];
}

export function activityDocuments(today: Date): SeedDocument[] {
  return CANTEENS.flatMap((canteen) => {
    const role = writerOf(canteen);
    return writesOf(canteen).map((write, index) => {
      const eventId = `seed-${canteen.id}-${index + 1}`;
      const user = write.operation === 'delete' ? null : staffUid(role);
      const { changes, truncated } = diffFields(write.before, write.after);
      return {
        path: `activity_log/${writeEntryId(eventId)}`,
        data: {
          kind: WRITE_ENTRY_KIND,
          user,
          role: user ? role : null,
          canteen_id: canteen.id,
          collection: write.collection,
          doc_id: write.docPath.split('/').pop()!,
          doc_path: write.docPath,
          operation: write.operation,
          changes,
          truncated,
          ...(write.operation === 'delete' ? { last_updated_by: staffUid(role) } : {}),
          at: atLocalTime(addDays(today, -write.daysAgo), write.hour, write.minute, canteen.utcOffsetHours),
          event_id: eventId,
        },
      };
    });
  });
}
