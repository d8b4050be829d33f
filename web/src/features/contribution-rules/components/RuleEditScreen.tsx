// /regole-contribuzione/details?id=… and /regole-contribuzione/new: one rule's form, its overlaps with the canteen's
// other rules, and the simulator pricing a basket with the rule as it is being edited (before it is saved).
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  POINTS_CURRENCY,
  canteenCurrencyForService,
  contributionRuleFormSchema,
  defaultCurrencyForEnvironment,
  type ContributionRule,
  type ContributionRuleForm,
  type ContributionRuleFormInput,
} from '@backoffice/shared';
import { Form, SubmitButton, useSchemaForm } from '../../../components/form';
import { Alert } from '../../../components/ui/Alert';
import { buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { PageHeader } from '../../../components/ui/PageHeader';
import { Skeleton } from '../../../components/ui/Skeleton';
import { useFirstData } from '../../../lib/perf';
import { useSessionState } from '../../../lib/session-state';
import { useSession } from '../../session';
import { contributionRules, contributionRulesCall, useAllRules } from '../api/rules';
import { OverlapsCard } from './OverlapsCard';
import { RuleFields } from './RuleFields';
import { Simulator } from './Simulator';

const LIST = '/regole-contribuzione';

function emptyRule(currency: string): ContributionRuleFormInput {
  const today = new Date().toISOString().slice(0, 10);
  return {
    name: '',
    active: true,
    priority: 10,
    target: { kind: 'company', company: '' },
    services: [],
    courses: [],
    currency,
    contribution: { kind: 'percent', percent: 50 },
    caps: { per_meal: null, per_day: null, per_month: null },
    valid_from: today,
    valid_to: '',
  };
}

export default function RuleEditScreen() {
  const { t } = useTranslation('contributionRules');
  const { t: shell } = useTranslation('shell');
  const { search } = useLocation();
  const ruleId = new URLSearchParams(search).get('id');
  const canteenId = useSessionState((state) => state.active_canteen);
  const canteen = useSessionState((state) => state.active_canteen_data) ?? {};
  const { environment } = useSession();
  const currency = canteenCurrencyForService(
    canteen.currency as Record<string, string> | string | undefined,
    'takeaway',
    defaultCurrencyForEnvironment(environment),
  );
  const one = contributionRules.useOne(ruleId);
  const loading = ruleId !== null && one.data === undefined && !one.error;
  useFirstData(!loading);
  const title = ruleId ? shell('screens.contributionRuleDetails') : shell('screens.contributionRuleNew');
  const back = (
    <Link to={LIST} className={buttonClasses('secondary')}>
      {t('actions.back')}
    </Link>
  );
  if (!canteenId) return null;
  if (loading) return <Skeleton className="h-96" />;
  if (ruleId && (one.error || one.data === null))
    return (
      <>
        <PageHeader title={title} actions={back} />
        <Alert tone="error">{t(one.error ? 'errors.load' : 'errors.ruleNotFound')}</Alert>
      </>
    );
  const values = one.data ?? null;
  return (
    <>
      <PageHeader title={values ? values.name : title} description={t('form.description')} actions={back} />
      <RuleEditor
        key={ruleId ?? 'new'}
        canteenId={canteenId}
        ruleId={ruleId}
        defaults={values ? toInput(values) : emptyRule(currency)}
        currencies={[...new Set([currency, POINTS_CURRENCY])]}
      />
    </>
  );
}

function toInput(rule: ContributionRuleForm): ContributionRuleFormInput {
  return { ...structuredClone(rule), valid_to: rule.valid_to ?? '' };
}

function RuleEditor({
  canteenId,
  ruleId,
  defaults,
  currencies,
}: {
  canteenId: string;
  ruleId: string | null;
  defaults: ContributionRuleFormInput;
  currencies: readonly string[];
}) {
  const { t } = useTranslation('contributionRules');
  const navigate = useNavigate();
  const form = useSchemaForm(contributionRuleFormSchema, defaults);
  const watched = useWatch({ control: form.control }) as ContributionRuleFormInput;
  const allRules = useAllRules(canteenId);
  const draftId = ruleId ?? 'draft';
  const draft = useMemo(() => contributionRuleFormSchema.safeParse(watched), [watched]);
  const rules: ContributionRule[] = useMemo(() => {
    const others = (allRules.data ?? []).filter((rule) => rule.id !== draftId);
    return draft.success
      ? [...others, { ...draft.data, id: draftId, name: draft.data.name || t('form.thisRule') }]
      : others;
  }, [allRules.data, draft, draftId, t]);

  return (
    <div className="grid gap-4 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Card title={t('form.rule')}>
        <Form
          form={form}
          successMessage={t('form.saved')}
          onSubmit={async (rule) => {
            const saved = await contributionRulesCall({
              action: 'saveRule',
              canteen_id: canteenId,
              rule_id: ruleId,
              rule,
            });
            if (!ruleId)
              void navigate(`/regole-contribuzione/details?id=${encodeURIComponent(saved.rule_id)}`, {
                replace: true,
              });
          }}
        >
          <RuleFields canteenId={canteenId} currencies={currencies} />
          <div className="flex justify-end">
            <SubmitButton />
          </div>
        </Form>
      </Card>
      <div className="flex flex-col gap-4">
        <OverlapsCard rules={rules} error={allRules.error} onlyFor={draftId} />
        {draft.success ? (
          <Simulator
            canteenId={canteenId}
            rules={rules}
            currency={draft.data.currency}
            defaultCompany={draft.data.target.kind === 'company' ? draft.data.target.company : ''}
          />
        ) : (
          <Card title={t('simulator.title')}>
            <p className="text-sm text-slate-600">{t('simulator.incomplete')}</p>
          </Card>
        )}
      </div>
    </div>
  );
}
