// The es locale files, one lazy chunk each (i18n/index.ts loads this list when es is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/es/*.json');
