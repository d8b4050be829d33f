// The dashboard's access-rules area (spec §2, Admin): the canteen's active rules by kind, and the tester of
// /access_rules — an e-mail (company, card, code) in, which rule lets it into the canteen out.
import { useTranslation } from 'react-i18next';
import { ACCESS_RULE_KINDS, type AccessRule } from '@backoffice/shared';
import { countFigure, DashboardArea } from '../../../components/dashboard/DashboardArea';
import { useAllAccessRules } from '../api/access-rules';
import { AccessTester } from './AccessTester';

export default function AccessRulesArea({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('accessRules');
  const all = useAllAccessRules(canteenId);
  const active = (all.data ?? []).filter((rule) => rule.active);
  const describe = (rule: AccessRule) => `${t(`kinds.${rule.kind}`)}: ${rule.value}`;
  const value = (count: number) => countFigure(all, count);
  return (
    <DashboardArea
      id="access-rules"
      title={t('dashboard.title')}
      link={{ to: '/access_rules', label: t('dashboard.manage') }}
      unavailable={t('dashboard.unavailable')}
      figures={ACCESS_RULE_KINDS.map((kind) => ({
        id: `access-${kind}`,
        label: t(`kinds.${kind}`),
        value: value(active.filter((rule) => rule.kind === kind).length),
      }))}
    >
      <AccessTester rules={all.data ?? []} describe={describe} framed={false} />
    </DashboardArea>
  );
}
