// The customers a diet is assigned to: the assigned list with "remove", and a search of the canteen's customers
// (first name, last name or e-mail, from 2 characters) with "add" (spec §5: only complete identities are offered).
import { useEffect, useState } from 'react';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SPECIAL_DIET_CUSTOMERS_MAX, SUGGESTION_MIN_LENGTH, type AuthorizedUserIdentity } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useAssignedCustomers, useCustomerSearch } from '../api/customers';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;

const fullName = (customer: AuthorizedUserIdentity) => `${customer.name} ${customer.surname}`;

export function CustomerPicker({ canteenId, name }: { canteenId: string; name: string }) {
  const { t } = useTranslation('specialDiets');
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
  const full = uids.length >= SPECIAL_DIET_CUSTOMERS_MAX;

  const add = (customer: AuthorizedUserIdentity) => {
    setKnown((map) => new Map(map).set(customer.uid, customer));
    field.onChange([...uids, customer.uid]);
  };
  const remove = (uid: string) => field.onChange(uids.filter((id) => id !== uid));

  return (
    <section aria-labelledby="diet-customers" className="flex flex-col gap-3">
      <h3 id="diet-customers" className="text-sm font-medium text-slate-800">
        {t('customers.title', { count: uids.length })}
      </h3>
      {uids.length === 0 ? (
        <p className="text-sm text-slate-600">{t('customers.none')}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-slate-200 rounded-md border border-slate-200" aria-label={t('customers.assigned')}>
          {uids.map((uid) => {
            const customer = identity(uid);
            const label = customer ? fullName(customer) : assigned.isLoading ? t('customers.loading') : t('customers.unknown');
            return (
              <li key={uid} className="flex items-center justify-between gap-2 px-3 py-1.5 text-sm">
                <span>
                  {label}
                  {customer && <span className="ml-2 text-xs text-slate-600">{customer.email}</span>}
                </span>
                <Button size="sm" variant="ghost" aria-label={t('customers.removeLabel', { name: label })} onClick={() => remove(uid)}>
                  {t('customers.remove')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <TextField
        type="search"
        label={t('customers.searchLabel')}
        hint={full ? t('customers.full', { max: SPECIAL_DIET_CUSTOMERS_MAX }) : t('customers.searchHint')}
        value={text}
        disabled={full}
        onChange={(event) => setText(event.target.value)}
        autoComplete="off"
      />
      {results && (
        <ul className="flex flex-col gap-1" aria-label={t('customers.results')} aria-live="polite">
          {results.length === 0 && <li className="text-sm text-slate-600">{t('customers.noResults')}</li>}
          {results.map((customer) => {
            const isAssigned = uids.includes(customer.uid);
            return (
              <li key={customer.uid} className="flex items-center justify-between gap-2 text-sm">
                <span>
                  {fullName(customer)} <span className="text-xs text-slate-600">{customer.email}</span>
                </span>
                {isAssigned ? (
                  <span className="text-xs font-medium text-emerald-800">{t('customers.alreadyAssigned')}</span>
                ) : (
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={full}
                    aria-label={t('customers.addLabel', { name: fullName(customer) })}
                    onClick={() => add(customer)}
                  >
                    {t('customers.add')}
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
