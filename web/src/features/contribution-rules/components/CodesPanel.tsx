// The invitation codes tab: live list (code prefix search), one code's form, N codes from a pattern, CSV upload.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContributionRule } from '@backoffice/shared';
import { ListToolbar } from '../../../components/crud/ListToolbar';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Button } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { codeList, type CodeRow } from '../api/codes';
import { contributionRulesCall } from '../api/rules';
import { BulkCodesDrawer } from './BulkCodesDrawer';
import { CodeDrawer, type CodeEditing } from './CodeDrawer';
import { CodeImport } from './CodeImport';
import { describeValidity, money } from './describe';
import { RedemptionsCard } from './RedemptionsCard';

export function CodesPanel({
  canteenId,
  rules,
  currency,
}: {
  canteenId: string;
  rules: readonly ContributionRule[];
  currency: string;
}) {
  const { t, i18n } = useTranslation('contributionRules');
  const [search, setSearch] = useState('');
  const list = useLiveList(codeList(canteenId, search, `q=${search}`));
  const [editing, setEditing] = useState<CodeEditing | null>(null);
  const [open, setOpen] = useState<'bulk' | 'import' | null>(null);
  const deletion = useDeletion(
    async (code) => {
      await contributionRulesCall({ action: 'deleteCode', canteen_id: canteenId, code });
    },
    {
      title: t('codes.deleteTitle'),
      message: (code) => t('codes.deleteMessage', { code }),
      done: (code) => t('codes.deleted', { code }),
    },
  );
  const ruleName = (id: string | null) => (id ? (rules.find((rule) => rule.id === id)?.name ?? id) : '—');
  const columns: Column<CodeRow>[] = [
    {
      id: 'code',
      header: t('codes.code'),
      cell: (row) => <span className="font-mono font-medium">{row.code}</span>,
    },
    { id: 'validity', header: t('fields.validity'), cell: (row) => describeValidity(t, row) },
    {
      id: 'voucher',
      header: t('codes.voucher'),
      cell: (row) =>
        row.voucher
          ? `${money(row.voucher.value, currency)}${row.voucher.valid_from && row.voucher.valid_to ? ` · ${describeValidity(t, { valid_from: row.voucher.valid_from, valid_to: row.voucher.valid_to })}` : ''}`
          : '—',
    },
    { id: 'rule', header: t('codes.rule'), cell: (row) => ruleName(row.rule_id) },
    editDeleteColumn<CodeRow>({
      t,
      nameOf: (row) => row.code,
      allowed: true,
      onEdit: (row) =>
        setEditing({
          code: row.code,
          values: {
            code: row.code,
            valid_from: row.valid_from,
            valid_to: row.valid_to,
            voucher:
              row.voucher && row.voucher.valid_from && row.voucher.valid_to
                ? {
                    value: row.voucher.value,
                    valid_from: row.voucher.valid_from,
                    valid_to: row.voucher.valid_to,
                  }
                : null,
            rule_id: row.rule_id ?? '',
          },
        }),
      onDelete: (row) => deletion.ask(row.code, row.code),
    }),
  ];
  return (
    <div className="flex flex-col gap-4 pt-4">
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={() => setEditing({ code: null, values: null })}>{t('codes.new')}</Button>
        <Button variant="secondary" onClick={() => setOpen('bulk')}>
          {t('codes.bulk')}
        </Button>
        <Button variant="secondary" onClick={() => setOpen('import')}>
          {t('codes.import')}
        </Button>
      </div>
      <ListToolbar
        search={{ label: t('codes.search'), hint: t('codes.searchHint'), value: search, onSearch: setSearch }}
      />
      <ListView
        list={list}
        caption={t('codes.caption')}
        hideCaption
        columns={columns}
        rowKey={(row) => row.id}
        filtered={search !== ''}
      />
      <RedemptionsCard canteenId={canteenId} currency={currency} />
      <CodeDrawer
        canteenId={canteenId}
        editing={editing}
        rules={rules}
        currency={currency}
        onClose={() => setEditing(null)}
      />
      {open === 'bulk' && (
        <BulkCodesDrawer canteenId={canteenId} rules={rules} onClose={() => setOpen(null)} />
      )}
      {open === 'import' && (
        <CodeImport
          canteenId={canteenId}
          language={i18n.resolvedLanguage ?? i18n.language}
          onClose={() => setOpen(null)}
        />
      )}
      {deletion.dialog}
    </div>
  );
}
