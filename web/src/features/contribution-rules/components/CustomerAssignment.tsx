// Assign a rule to customers: search and add one by one, or paste a list of e-mails; each shown with name and e-mail.
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRIBUTION_RULE_CUSTOMERS_MAX } from '@backoffice/shared';
import { useFieldError } from '../../../components/form';
import { Button } from '../../../components/ui/Button';
import { readCustomersByEmail, useCustomersByUid } from '../api/customers';
import { CustomerSearch } from './CustomerSearch';

export function CustomerAssignment({ canteenId, name }: { canteenId: string; name: string }) {
  const { t } = useTranslation('contributionRules');
  const { field } = useController({ name });
  const error = useFieldError(name);
  const uids = (field.value as string[] | undefined) ?? [];
  const assigned = useCustomersByUid(canteenId, uids);
  const [pasted, setPasted] = useState('');
  const [bulkNote, setBulkNote] = useState<string | null>(null);
  const add = (ids: readonly string[]) =>
    field.onChange([...new Set([...uids, ...ids])].slice(0, CONTRIBUTION_RULE_CUSTOMERS_MAX));
  const addPasted = async () => {
    const { found, missing } = await readCustomersByEmail(canteenId, pasted.split(/[\s,;]+/));
    add(found.map((customer) => customer.uid));
    setBulkNote(
      t('customers.bulkResult', { added: found.length, missing: missing.length ? missing.join(', ') : '—' }),
    );
    setPasted('');
  };
  const byUid = new Map((assigned.data ?? []).map((customer) => [customer.uid, customer]));
  return (
    <div className="flex flex-col gap-3">
      <CustomerSearch
        canteenId={canteenId}
        label={t('customers.search')}
        exclude={uids}
        onPick={(customer) => add([customer.uid])}
      />
      <div className="flex flex-col gap-1">
        <label className="text-sm font-medium" htmlFor="bulk-emails">
          {t('customers.bulk')}
        </label>
        <textarea
          id="bulk-emails"
          className="rounded-md border border-slate-300 p-2 text-sm"
          rows={2}
          value={pasted}
          onChange={(event) => setPasted(event.target.value)}
        />
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={pasted.trim() === ''}
            onClick={() => void addPasted()}
          >
            {t('customers.bulkAdd')}
          </Button>
        </div>
        {bulkNote && (
          <p role="status" className="text-sm text-slate-700">
            {bulkNote}
          </p>
        )}
      </div>
      <p className="text-sm font-medium">{t('customers.assigned', { count: uids.length })}</p>
      <ul className="flex flex-col gap-1 text-sm">
        {uids.map((uid) => {
          const customer = byUid.get(uid);
          return (
            <li key={uid} className="flex items-center justify-between gap-2">
              <span>{customer ? `${customer.name} · ${customer.email}` : uid}</span>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('customers.removeLabel', { name: customer?.name ?? uid })}
                onClick={() => field.onChange(uids.filter((id) => id !== uid))}
              >
                {t('customers.remove')}
              </Button>
            </li>
          );
        })}
      </ul>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </div>
  );
}
