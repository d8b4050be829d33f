// The dashboard's contribution-rule assignment area (spec §2): pick an active rule for named customers, find a
// customer (name, surname and e-mail, §5) and assign them; the rule is saved through the contributionRules callable,
// like the rule screen does, so the server checks role, canteen and the rule again.
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CONTRIBUTION_RULE_CUSTOMERS_MAX, type ContributionRule } from '@backoffice/shared';
import { countFigure, DashboardArea } from '../../../../components/dashboard/DashboardArea';
import { SelectField } from '../../../../components/ui/SelectField';
import { showToast } from '../../../../lib/ui-actions';
import { contributionRulesCall, useAllRules } from '../../api/rules';
import type { SimulatorCustomer } from '../../api/customers';
import { CustomerSearch } from '../CustomerSearch';

const customersOf = (rule: ContributionRule | undefined) => (rule?.target.kind === 'customers' ? rule.target.customer_ids : []);

export default function RuleAssignmentArea({ canteenId }: { canteenId: string }) {
  const { t } = useTranslation('contributionRules');
  const rules = useAllRules(canteenId);
  const assignable = (rules.data ?? []).filter((rule) => rule.active && rule.target.kind === 'customers');
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const rule = assignable.find((candidate) => candidate.id === chosen) ?? assignable[0];
  const assigned = customersOf(rule);
  const assign = async (customer: SimulatorCustomer) => {
    if (!rule || busy) return;
    if (assigned.length >= CONTRIBUTION_RULE_CUSTOMERS_MAX) {
      showToast(t('dashboard.assign.full', { max: CONTRIBUTION_RULE_CUSTOMERS_MAX }), 'error');
      return;
    }
    setBusy(true);
    try {
      const { id, ...form } = rule;
      await contributionRulesCall({
        action: 'saveRule',
        canteen_id: canteenId,
        rule_id: id,
        rule: { ...form, valid_to: form.valid_to ?? '', target: { kind: 'customers', customer_ids: [...assigned, customer.uid] } },
      });
      showToast(t('dashboard.assign.done', { name: customer.name, rule: rule.name }), 'success');
    } catch {
      showToast(t('dashboard.assign.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const loading = rules.data === undefined && !rules.error;
  return (
    <DashboardArea
      id="rule-assignment"
      title={t('dashboard.assign.title')}
      link={{ to: '/regole-contribuzione', label: t('dashboard.assign.manage') }}
      unavailable={t('dashboard.unavailable')}
      figures={[
        { id: 'rules-active', label: t('dashboard.assign.active'), value: countFigure(rules, rules.data?.filter((r) => r.active).length) },
        { id: 'rule-customers', label: t('dashboard.assign.customers'), value: countFigure(rules, assigned.length) },
      ]}
    >
      {!loading && !rules.error && assignable.length === 0 && (
        <p className="text-sm text-slate-700">
          {t('dashboard.assign.none')}{' '}
          <Link to="/regole-contribuzione/new" className="font-medium text-blue-800 underline">
            {t('actions.new')}
          </Link>
        </p>
      )}
      {rule && (
        <>
          <SelectField
            label={t('dashboard.assign.rule')}
            value={rule.id}
            onChange={(event) => setChosen(event.target.value)}
            options={assignable.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
          <CustomerSearch canteenId={canteenId} label={t('dashboard.assign.search')} exclude={assigned} onPick={(customer) => void assign(customer)} />
        </>
      )}
    </DashboardArea>
  );
}
