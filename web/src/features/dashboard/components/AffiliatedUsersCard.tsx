// Affiliated-user search of the dashboard (spec §2): by name, surname, e-mail or voucher, from 2 characters.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SUGGESTION_MIN_LENGTH } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { DataTable, type Column } from '../../../components/ui/DataTable';
import { TextField } from '../../../components/ui/TextField';
import { useAffiliatedUserSearch, type AffiliatedUser } from '../api/affiliated-users';

/** Typing pauses this long before a search is sent. */
const DEBOUNCE_MS = 300;

export function AffiliatedUsersCard({ canteenId, company }: { canteenId: string; company: string }) {
  const { t } = useTranslation('shell');
  const [text, setText] = useState('');
  const [term, setTerm] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setTerm(text), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text]);
  const { data, isLoading, error } = useAffiliatedUserSearch(canteenId, company, term);
  const columns: Column<AffiliatedUser>[] = [
    { id: 'name', header: t('dashboard.affiliated.name'), cell: (user) => user.name },
    { id: 'surname', header: t('dashboard.affiliated.surname'), cell: (user) => user.surname },
    { id: 'email', header: t('dashboard.affiliated.email'), cell: (user) => user.email },
    { id: 'voucher', header: t('dashboard.affiliated.voucher'), cell: (user) => user.voucher || '-' },
  ];
  const ready = term.trim().length >= SUGGESTION_MIN_LENGTH;

  return (
    <Card title={t('dashboard.affiliated.title')} className="lg:col-span-3">
      <div className="space-y-4">
        <TextField
          label={t('dashboard.affiliated.searchLabel')}
          placeholder={t('dashboard.affiliated.placeholder')}
          hint={t('dashboard.affiliated.hint')}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {error && <p className="text-sm text-red-700">{t('dashboard.loadError')}</p>}
        {ready && !error && (
          <DataTable
            caption={t('dashboard.affiliated.title')}
            hideCaption
            columns={columns}
            rows={data}
            rowKey={(user) => user.id}
            loading={isLoading && !data}
            empty={<p className="text-center text-sm text-slate-600">{t('dashboard.affiliated.noResults', { query: term.trim() })}</p>}
          />
        )}
      </div>
    </Card>
  );
}
