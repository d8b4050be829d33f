// The eu locale files, one lazy chunk each (i18n/index.ts loads this list when eu is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/eu/*.json');
