// A news area's name in the UI language (its names are per language), else English, else any.
export function areaName(area: Record<string, unknown>, language: string): string {
  const names = (area.name ?? {}) as Record<string, unknown>;
  const name = names[language] ?? names.en ?? Object.values(names).find((value) => typeof value === 'string');
  return typeof name === 'string' && name.trim() !== '' ? name : '—';
}
