// Customers chosen from a canteen (a special diet's, a survey's audience), a form field of uids: the chosen list with
// "remove", and a search of the canteen's customers (first name, last name or e-mail, from 2 characters) with "add"
// (spec §5: only complete identities are offered).
import { useEffect, useId, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_LENGTH, type AuthorizedUserIdentity } from '@backoffice/shared';
import { useAssignedCustomers, useCustomerSearch } from '../../lib/canteen-customers';
import { Button } from '../ui/Button';
import { TextField } from '../ui/TextField';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;

const fullName = (customer: AuthorizedUserIdentity) => `${customer.name} ${customer.surname}`;

/** `name` is a form field holding uids; at most `max` may be chosen. */
export function CustomerPicker({ canteenId, name, max }: { canteenId: string; name: string; max: number }) {
  const { t } = useTranslation('kit', { keyPrefix: 'customerPicker' });
  const headingId = useId();
  const { field } = useController({ name });
  const uids = (field.value as string[] | undefined) ?? [];
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  // Identities found by the search: an added customer shows its name before the assigned list is read again.
  const [known, setKnown] = useState<Map<string, AuthorizedUserIdentity>>(new Map());
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const assigned = useAssignedCustomers(canteenId, uids);
  const search = useCustomerSearch(canteenId, term);
  const results = term.length >= SUGGESTION_MIN_LENGTH ? search.data : undefined;
  const identity = (uid: string) => assigned.data?.get(uid) ?? known.get(uid);
  const full = uids.length >= max;

  const add = (customer: AuthorizedUserIdentity) => {
    setKnown((map) => new Map(map).set(customer.uid, customer));
    field.onChange([...uids, customer.uid]);
  };
  const remove = (uid: string) => field.onChange(uids.filter((id) => id !== uid));

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="text-sm font-medium text-slate-800">
        {t('title', { count: uids.length })}
      </h3>
      {uids.length === 0 ? (
        <p className="text-sm text-slate-600">{t('none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t('assigned')}>
          {uids.map((uid) => {
            const customer = identity(uid);
            const label = customer ? fullName(customer) : assigned.isLoading ? t('loading') : t('unknown');
            return (
              <li key={uid} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
                <span>
                  {label}
                  {customer && <span className="ml-2 text-xs text-slate-600">{customer.email}</span>}
                </span>
                <Button size="sm" variant="ghost" aria-label={t('removeLabel', { name: label })} onClick={() => remove(uid)}>
                  {t('remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <TextField
        type="search"
        label={t('searchLabel')}
        hint={full ? t('full', { max }) : t('searchHint')}
        value={text}
        disabled={full}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {results && (
        <ul className="flex flex-col gap-1" aria-label={t('results')} aria-live="polite">
          {results.length === 0 && <li className="text-sm text-slate-600">{t('noResults')}</li>}
          {results.map((customer) => {
            const isAssigned = uids.includes(customer.uid);
            return (
              <li key={customer.uid} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {fullName(customer)} <span className="text-xs text-slate-600">{customer.email}</span>
                </span>
                {isAssigned ? (
                  <span className="text-xs font-medium text-emerald-800">{t('alreadyAssigned')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={full}
                    aria-label={t('addLabel', { name: fullName(customer) })}
                    onClick={() => add(customer)}
                  >
                    {t('add')}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
