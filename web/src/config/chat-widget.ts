// The chat-assistant widget's configuration (spec §7: a script loaded per language and environment; spec §9: enabled
// for it and es/cl only). Pure: read by the loader (lib/chat-widget.ts) and by the build's Content-Security-Policy.
import type { Env } from './env-schema';

/** The languages the widget is enabled for (spec §9). */
export const CHAT_WIDGET_LANGUAGES = ['it', 'es', 'cl'] as const;

/**
 * The stand-in the emulator stack loads (web/public/chat-assistant/widget.js): no assistant is reachable from here, so
 * locally the same code path loads a same-origin script that only marks the page; production sets its own address.
 */
export const LOCAL_CHAT_WIDGET_URL = '/chat-assistant/widget.js?lang={lang}';

export type ChatWidgetSettings = Pick<Env, 'VITE_CHAT_WIDGET_URL' | 'VITE_USE_EMULATORS'>;

/** The address template of this environment (`{lang}` placeholder), or null when the widget is off. */
export function chatWidgetTemplate(env: ChatWidgetSettings): string | null {
  const configured = env.VITE_CHAT_WIDGET_URL?.trim();
  if (configured === undefined) return env.VITE_USE_EMULATORS ? LOCAL_CHAT_WIDGET_URL : null;
  return configured === '' ? null : configured;
}

/** The widget's script address for a UI language, or null when the widget is not enabled for it (or is off). */
export function chatWidgetAddress(env: ChatWidgetSettings, language: string): string | null {
  const template = chatWidgetTemplate(env);
  const lang = language.toLowerCase().split(/[-_]/)[0] ?? '';
  if (template === null || !(CHAT_WIDGET_LANGUAGES as readonly string[]).includes(lang)) return null;
  return template.replaceAll('{lang}', encodeURIComponent(lang));
}
