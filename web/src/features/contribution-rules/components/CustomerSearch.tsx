// Search the canteen's customers (from 2 characters) and pick one: each offered with name, surname and e-mail (§5).
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_LENGTH } from '@backoffice/shared';
import { Button } from '../../../components/ui/Button';
import { TextField } from '../../../components/ui/TextField';
import { useSimulatorCustomerSearch, type SimulatorCustomer } from '../api/customers';

export function CustomerSearch({
  canteenId,
  label,
  onPick,
  exclude = [],
}: {
  canteenId: string;
  label: string;
  onPick: (customer: SimulatorCustomer) => void;
  exclude?: readonly string[];
}) {
  const { t } = useTranslation('contributionRules');
  const [term, setTerm] = useState('');
  const search = useSimulatorCustomerSearch(canteenId, term);
  const results = (search.data ?? []).filter((customer) => !exclude.includes(customer.uid));
  const typed = term.trim().length >= SUGGESTION_MIN_LENGTH;
  return (
    <div className="flex flex-col gap-2">
      <TextField
        label={label}
        hint={t('customers.searchHint')}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {typed && (
        <ul className="flex flex-col gap-1" aria-label={t('customers.results')}>
          {results.length === 0 && !search.isLoading && (
            <li className="text-sm text-slate-600">{t('customers.none')}</li>
          )}
          {results.map((customer) => (
            <li key={customer.uid} className="flex items-center justify-between gap-2 text-sm">
              <span>
                <span className="font-medium">{customer.name}</span> · {customer.email}
                {customer.company ? ` · ${customer.company}` : ''}
              </span>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t('customers.pickLabel', { name: customer.name })}
                onClick={() => {
                  onPick(customer);
                  setTerm('');
                }}
              >
                {t('customers.pick')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
