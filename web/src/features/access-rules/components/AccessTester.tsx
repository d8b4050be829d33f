// The tester of /access_rules: for an e-mail (and optionally a company, card and code) which rule lets it in, or none.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchingAccessRules, type AccessRule } from '@backoffice/shared';
import { Card } from '../../../components/ui/Card';
import { TextField } from '../../../components/ui/TextField';

export function AccessTester({
  rules,
  describe,
  framed = true,
}: {
  rules: readonly AccessRule[];
  describe: (rule: AccessRule) => string;
  /** false inside another card (the dashboard's access-rules area): the fields without a card of their own. */
  framed?: boolean;
}) {
  const { t } = useTranslation('accessRules');
  const [applicant, setApplicant] = useState({ email: '', company: '', card: '', code: '' });
  const set = (key: keyof typeof applicant) => (event: { target: { value: string } }) =>
    setApplicant((current) => ({ ...current, [key]: event.target.value }));
  const matches = applicant.email.trim() === '' ? null : matchingAccessRules(rules, applicant);
  const body = (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('tester.email')} type="email" value={applicant.email} onChange={set('email')} />
        <TextField label={t('tester.company')} value={applicant.company} onChange={set('company')} />
        <TextField
          label={t('tester.card')}
          inputMode="numeric"
          value={applicant.card}
          onChange={set('card')}
        />
        <TextField label={t('tester.code')} value={applicant.code} onChange={set('code')} />
      </div>
      <p role="status" data-testid="tester-result" className="text-sm">
        {matches === null
          ? t('tester.prompt')
          : matches.length === 0
            ? t('tester.none')
            : t('tester.letIn', { rule: describe(matches[0]!), more: matches.length - 1 })}
      </p>
    </div>
  );
  return framed ? <Card title={t('tester.title')}>{body}</Card> : body;
}
