// The it locale files, one lazy chunk each (i18n/index.ts loads this list when it is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/it/*.json');
