// The window event that opens the command palette from a button (the dashboard's fast commands area).
export const OPEN_FAST_COMMANDS_EVENT = 'backoffice:fast-commands';

export function openFastCommands(): void {
  window.dispatchEvent(new Event(OPEN_FAST_COMMANDS_EVENT));
}
