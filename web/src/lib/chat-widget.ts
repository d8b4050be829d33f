// The chat-assistant widget's loader (spec §7, §9; issue 23), imported lazily by the shell after its first paint so it
// never weighs on the first screens: one <script> for the user's language when the widget is enabled for it (it, es,
// cl), swapped when the language changes, removed for the other languages. A script that fails to load is logged and
// nothing else: the back office does not depend on it.
import { chatWidgetAddress, type ChatWidgetSettings } from '../config/chat-widget';

export const CHAT_WIDGET_SCRIPT_ID = 'chat-assistant-widget';

/** Puts the widget's script for `language` in the page (or none); returns the address loaded, null when none. */
export function syncChatWidget(
  settings: ChatWidgetSettings,
  language: string,
  doc: Document = document,
): string | null {
  const address = chatWidgetAddress(settings, language);
  const current = doc.getElementById(CHAT_WIDGET_SCRIPT_ID);
  if (current && current.getAttribute('data-address') === address) return address;
  current?.remove();
  if (address === null) return null;
  const script = doc.createElement('script');
  script.id = CHAT_WIDGET_SCRIPT_ID;
  script.async = true;
  script.src = address;
  script.setAttribute('data-address', address);
  script.addEventListener('error', () => console.warn(`The chat assistant could not be loaded (${address})`));
  doc.body.append(script);
  return address;
}
