// The TTL script's gcloud commands, and its refusal of demo or missing project ids.
import { describe, expect, it } from 'vitest';
import { applyTtlPolicies, checkProjectId, projectArgument, ttlCommands } from './ttl';
import { PROCESSED_EVENT_RETENTION_MS } from '../../../functions/src/services/processed-events';
import { DELIVERY_RETENTION_MS } from '../../../functions/src/services/deliveries/records';

describe('TTL policies', () => {
  it('one gcloud command per expiring collection group, on the given project', () => {
    expect(ttlCommands('canteen-prod').map((args) => `gcloud ${args.join(' ')}`)).toEqual([
      'gcloud firestore fields ttls update expire_at --collection-group=processed_events --enable-ttl --async --database=(default) --project=canteen-prod',
      'gcloud firestore fields ttls update expire_at --collection-group=deliveries --enable-ttl --async --database=(default) --project=canteen-prod',
      'gcloud firestore fields ttls update end --collection-group=messages --enable-ttl --async --database=(default) --project=canteen-prod',
    ]);
  });

  it('the dry run prints the commands and runs nothing', () => {
    const lines: string[] = [];
    expect(applyTtlPolicies('canteen-prod', { dryRun: true, log: (line) => lines.push(line) })).toBe(0);
    expect(lines).toEqual(ttlCommands('canteen-prod').map((args) => `gcloud ${args.join(' ')}`));
  });

  it('refuses a missing, demo or malformed project id', () => {
    expect(() => checkProjectId(undefined)).toThrow(/Missing --project/);
    expect(() => checkProjectId('demo-backoffice')).toThrow(/demo project/);
    expect(() => checkProjectId('Not A Project')).toThrow(/not a Google Cloud project id/);
    expect(checkProjectId('canteen-prod')).toBe('canteen-prod');
  });

  it('reads the project the way firebase-tools does', () => {
    expect(projectArgument(['--project', 'a-project'])).toBe('a-project');
    expect(projectArgument(['--project=b-project'])).toBe('b-project');
    expect(projectArgument(['-P', 'c-project', '--dry-run'])).toBe('c-project');
    expect(projectArgument(['--dry-run'])).toBeUndefined();
  });

  it('the retentions the README states: 30 days of dedupe markers, 90 days of delivery records', () => {
    expect(PROCESSED_EVENT_RETENTION_MS / 86_400_000).toBe(30);
    expect(DELIVERY_RETENTION_MS / 86_400_000).toBe(90);
  });
});
