// The en locale files, one lazy chunk each (i18n/index.ts loads this list when en is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/en/*.json');
