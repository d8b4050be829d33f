// Overlapping contribution rules (issue 21): rules that can pay for the same customer's same meal, and which one wins.
import { compareRules } from './pricing';
import type { ContributionRule, RuleTarget } from './rule';

export interface RuleOverlap {
  winner: ContributionRule;
  loser: ContributionRule;
}

/** Whether the two targets name at least one customer in common for sure (same kind, shared key). */
function sameAudience(a: RuleTarget, b: RuleTarget): boolean {
  if (a.kind === 'company' && b.kind === 'company')
    return a.company.trim().toLocaleLowerCase() === b.company.trim().toLocaleLowerCase();
  if (a.kind === 'cost_center' && b.kind === 'cost_center') return a.cost_center_id === b.cost_center_id;
  if (a.kind === 'invitation_code' && b.kind === 'invitation_code') return a.code === b.code;
  if (a.kind === 'customers' && b.kind === 'customers')
    return a.customer_ids.some((uid) => b.customer_ids.includes(uid));
  return false;
}

function listsMeet<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === 0 || b.length === 0 || a.some((value) => b.includes(value));
}

function periodsMeet(a: ContributionRule, b: ContributionRule): boolean {
  return (
    (a.valid_to === null || b.valid_from <= a.valid_to) && (b.valid_to === null || a.valid_from <= b.valid_to)
  );
}

/**
 * Pairs of active rules that pay for the same audience, service, course, currency and days, with the one that wins
 * (compareRules). Rules of different target kinds can meet on one customer too; the simulator shows those per customer.
 */
export function ruleOverlaps(rules: readonly ContributionRule[]): RuleOverlap[] {
  const active = rules.filter((rule) => rule.active).sort(compareRules);
  const overlaps: RuleOverlap[] = [];
  active.forEach((winner, index) => {
    for (const loser of active.slice(index + 1)) {
      if (
        winner.currency === loser.currency &&
        sameAudience(winner.target, loser.target) &&
        listsMeet(winner.services, loser.services) &&
        listsMeet(winner.courses, loser.courses) &&
        periodsMeet(winner, loser)
      )
        overlaps.push({ winner, loser });
    }
  });
  return overlaps;
}
