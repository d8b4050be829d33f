// The tr locale files, one lazy chunk each (i18n/index.ts loads this list when tr is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/tr/*.json');
