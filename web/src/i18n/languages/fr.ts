// The fr locale files, one lazy chunk each (i18n/index.ts loads this list when fr is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/fr/*.json');
