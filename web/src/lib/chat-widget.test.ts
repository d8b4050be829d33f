// The widget loader: one script for the language, swapped on a change, removed for a language without the widget.
import { describe, expect, it } from 'vitest';
import { CHAT_WIDGET_SCRIPT_ID, syncChatWidget } from './chat-widget';

const settings = {
  VITE_USE_EMULATORS: false,
  VITE_CHAT_WIDGET_URL: 'https://assistant.example.org/{lang}/widget.js',
};
const scripts = () => [...document.querySelectorAll<HTMLScriptElement>(`script#${CHAT_WIDGET_SCRIPT_ID}`)];

describe('syncChatWidget', () => {
  it('adds, keeps, swaps and removes the script as the language changes', () => {
    expect(syncChatWidget(settings, 'it')).toBe('https://assistant.example.org/it/widget.js');
    const first = scripts();
    expect(first.map((script) => script.src)).toEqual(['https://assistant.example.org/it/widget.js']);
    expect(first[0]!.async).toBe(true);
    syncChatWidget(settings, 'it');
    expect(scripts()[0]).toBe(first[0]);
    syncChatWidget(settings, 'cl');
    expect(scripts().map((script) => script.src)).toEqual(['https://assistant.example.org/cl/widget.js']);
    expect(syncChatWidget(settings, 'en')).toBeNull();
    expect(scripts()).toEqual([]);
  });
});
