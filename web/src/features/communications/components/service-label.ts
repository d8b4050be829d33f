// A service's name for a choice list: its name in the language (or any), then its tag.
import type { ServiceChoice } from '../api/messages';

export function serviceLabel(service: ServiceChoice, language: string): string {
  const name = service.name;
  if (typeof name === 'string' && name.trim() !== '') return name;
  if (name && typeof name === 'object') {
    const names = name as Record<string, unknown>;
    const text = names[language] ?? names.en ?? Object.values(names).find((value) => typeof value === 'string');
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return `${service.tag} (${service.id})`;
}
