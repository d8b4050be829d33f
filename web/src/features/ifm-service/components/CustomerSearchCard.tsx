// Finds the canteen's customers by first name, last name or e-mail from 2 characters and authorises them;
// those already authorised are marked (spec §2, §5).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_LENGTH, type AuthorizedUserIdentity } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { TextField } from '../../../components/ui/TextField';
import { showToast } from '../../../lib/ui-actions';
import { useSession } from '../../session';
import { useAuthorizedAmong } from '../api/authorized-marks';
import { authorizeUser } from '../api/authorization';
import { useCustomerSearch } from '../api/customer-search';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;

const fullName = (customer: AuthorizedUserIdentity) => `${customer.name} ${customer.surname}`;

export function CustomerSearchCard({ canteenId, serviceId }: { canteenId: string; serviceId: string }) {
  const { t } = useTranslation('services');
  const { uid } = useSession();
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  const [authorizing, setAuthorizing] = useState<string | null>(null);
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text.trim()), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const ready = term.length >= SUGGESTION_MIN_LENGTH;
  const search = useCustomerSearch(canteenId, term);
  const results = ready ? search.data : undefined;
  const marks = useAuthorizedAmong(
    serviceId,
    (results ?? []).map((customer) => customer.uid),
  );

  const authorize = async (customer: AuthorizedUserIdentity) => {
    setAuthorizing(customer.uid);
    try {
      await authorizeUser(serviceId, customer, uid);
      showToast(t('users.search.authorizedToast', { name: fullName(customer) }), 'success');
    } catch (error) {
      console.error('Authorisation not given', error);
      showToast(t('users.search.authorizeFailed', { name: fullName(customer) }), 'error');
    } finally {
      setAuthorizing(null);
    }
  };

  const columns: Column<AuthorizedUserIdentity>[] = [
    { id: 'name', header: t('users.columns.name'), cell: (customer) => customer.name },
    { id: 'surname', header: t('users.columns.surname'), cell: (customer) => customer.surname },
    { id: 'email', header: t('users.columns.email'), cell: (customer) => customer.email },
    {
      id: 'actions',
      header: t('users.columns.actions'),
      align: 'right',
      cell: (customer) =>
        marks.data?.has(customer.uid) ? (
          <Badge tone="success">{t('users.search.authorized')}</Badge>
        ) : (
          <Button
            size="sm"
            aria-label={t('users.search.authorizeLabel', { name: fullName(customer) })}
            busy={authorizing === customer.uid}
            disabled={marks.data === undefined || (authorizing !== null && authorizing !== customer.uid)}
            onClick={() => void authorize(customer)}
          >
            {t('users.search.authorize')}
          </Button>
        ),
    },
  ];

  return (
    <Card title={t('users.search.title')}>
      {/* Busy while the typing pause runs: assistive technology (and the e2e tests) know when the term has settled. */}
      <div className="space-y-4" aria-busy={text.trim() !== term} data-testid="customer-search">
        <TextField
          label={t('users.search.label')}
          placeholder={t('users.search.placeholder')}
          hint={t('users.search.hint')}
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {ready && (search.error || marks.error) && <Alert tone="error">{t('users.search.error')}</Alert>}
        {ready && !search.error && !marks.error && (
          <div aria-live="polite">
            <DataTable
              caption={t('users.search.caption')}
              hideCaption
              columns={columns}
              rows={results}
              rowKey={(customer) => customer.uid}
              loading={search.isLoading && !search.data}
              empty={
                <p className="text-center text-sm text-slate-600">
                  {t('users.search.noResults', { query: term })}
                </p>
              }
            />
          </div>
        )}
      </div>
    </Card>
  );
}
