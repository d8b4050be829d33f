// The cl locale files, one lazy chunk each (i18n/index.ts loads this list when cl is first needed).
export default import.meta.glob<{ default: Record<string, unknown> }>('../locales/cl/*.json');
