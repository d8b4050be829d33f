// The fast commands feature's public face: the shell's Ctrl-K launcher and the event that opens the palette.
export { FastCommandsLauncher } from './components/FastCommandsLauncher';
export { openFastCommands } from './events';
