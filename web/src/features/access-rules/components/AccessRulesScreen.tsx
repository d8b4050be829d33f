// /access_rules (spec §2, Admin): which customers may join the canteen — by e-mail pattern, company, card prefix or
// invitation code — with the tester that says which rule lets an e-mail in, or none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRule, AccessRuleFormInput } from '@backoffice/shared';
import { editDeleteColumn } from '../../../components/crud/RowActions';
import { useDeletion } from '../../../components/crud/useDeletion';
import { ListView } from '../../../components/list/ListView';
import { useLiveList } from '../../../components/list/useLiveList';
import { Badge } from '../../../components/ui/Badge';
import { Button } from '../../../components/ui/Button';
import type { Column } from '../../../components/ui/DataTable';
import { PageHeader } from '../../../components/ui/PageHeader';
import { useSessionState } from '../../../lib/session-state';
import { accessRules, accessRulesCall, useAllAccessRules, useCanteenSamples } from '../api/access-rules';
import { AccessRuleDrawer, type AccessRuleEditing } from './AccessRuleDrawer';
import { AccessTester } from './AccessTester';

export default function AccessRulesScreen() {
  const { t } = useTranslation('accessRules');
  const { t: shell } = useTranslation('shell');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data);
  const canteenName = typeof canteen?.name === 'string' ? canteen.name : (canteenId ?? '');
  const list = useLiveList(accessRules.list(canteenId, {}, 'all'));
  const all = useAllAccessRules(canteenId);
  const samples = useCanteenSamples(canteenId);
  const [editing, setEditing] = useState<AccessRuleEditing | null>(null);
  const describe = (rule: AccessRule) => `${t(`kinds.${rule.kind}`)}: ${rule.value}`;
  const deletion = useDeletion(
    async (id) => {
      await accessRulesCall({ action: 'delete', canteen_id: canteenId!, rule_id: id });
    },
    {
      title: t('delete.title'),
      message: (name) => t('delete.message', { name }),
      done: (name) => t('delete.done', { name }),
    },
  );
  const columns: Column<AccessRule>[] = [
    { id: 'kind', header: t('fields.kind'), cell: (row) => t(`kinds.${row.kind}`) },
    { id: 'value', header: t('fields.value'), cell: (row) => <code className="break-all">{row.value}</code> },
    { id: 'note', header: t('fields.note'), cell: (row) => row.note || '—' },
    {
      id: 'active',
      header: t('fields.active'),
      cell: (row) =>
        row.active ? (
          <Badge tone="success">{t('status.active')}</Badge>
        ) : (
          <Badge>{t('status.inactive')}</Badge>
        ),
    },
    editDeleteColumn<AccessRule>({
      t,
      nameOf: describe,
      allowed: true,
      onEdit: ({ id, ...values }) => setEditing({ id, values: values as AccessRuleFormInput }),
      onDelete: (row) => deletion.ask(row.id, describe(row)),
    }),
  ];
  return (
    <>
      <PageHeader
        title={shell('screens.accessRules')}
        description={t('description', { canteen: canteenName })}
        actions={<Button onClick={() => setEditing({ id: null, values: null })}>{t('actions.new')}</Button>}
      />
      <div className="grid gap-4 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-3">
          <ListView
            list={list}
            caption={t('caption', { canteen: canteenName })}
            hideCaption
            columns={columns}
            rowKey={(row) => row.id}
            filtered={false}
          />
        </div>
        <AccessTester rules={all.data ?? []} describe={describe} />
      </div>
      {canteenId && (
        <AccessRuleDrawer
          canteenId={canteenId}
          editing={editing}
          samples={samples.data ?? { emails: [], companies: [] }}
          onClose={() => setEditing(null)}
        />
      )}
      {deletion.dialog}
    </>
  );
}
