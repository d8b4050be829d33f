// Rules that pay for the same customers' same meals, each pair with the one that wins (shared ruleOverlaps).
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TARGET_SPECIFICITY, ruleOverlaps, type ContributionRule } from '@backoffice/shared';
import { Alert } from '../../../components/ui/Alert';
import { Card } from '../../../components/ui/Card';
import { ALL_RULES_WINDOW } from '../api/rules';

/** Why the winner wins, in compareRules' order. */
function whyWins(winner: ContributionRule, loser: ContributionRule): string {
  if (winner.priority !== loser.priority) return 'overlaps.byPriority';
  if (TARGET_SPECIFICITY[winner.target.kind] !== TARGET_SPECIFICITY[loser.target.kind])
    return 'overlaps.bySpecificity';
  return winner.valid_from !== loser.valid_from ? 'overlaps.byStart' : 'overlaps.byOrder';
}

const detailsOf = (id: string) => `/regole-contribuzione/details?id=${encodeURIComponent(id)}`;

export function OverlapsCard({
  rules,
  error,
  onlyFor,
}: {
  rules: readonly ContributionRule[] | undefined;
  error?: unknown;
  /** Only the overlaps of this rule (the details page). */
  onlyFor?: string;
}) {
  const { t } = useTranslation('contributionRules');
  if (error) return <Alert tone="error">{t('overlaps.error')}</Alert>;
  if (!rules) return null;
  const overlaps = ruleOverlaps(rules).filter(
    (pair) => !onlyFor || pair.winner.id === onlyFor || pair.loser.id === onlyFor,
  );
  return (
    <Card title={t('overlaps.title')}>
      {rules.length >= ALL_RULES_WINDOW && (
        <Alert tone="warning">{t('overlaps.tooMany', { count: ALL_RULES_WINDOW })}</Alert>
      )}
      {overlaps.length === 0 ? (
        <p className="text-sm text-slate-600">{t('overlaps.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm" aria-label={t('overlaps.title')}>
          {overlaps.map(({ winner, loser }) => (
            <li key={`${winner.id}-${loser.id}`} data-testid="overlap">
              <Link className="font-medium text-brand-700 underline" to={detailsOf(winner.id)}>
                {winner.name}
              </Link>{' '}
              {t('overlaps.winsOver')}{' '}
              <Link className="text-brand-700 underline" to={detailsOf(loser.id)}>
                {loser.name}
              </Link>{' '}
              <span className="text-slate-600">({t(whyWins(winner, loser))})</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
