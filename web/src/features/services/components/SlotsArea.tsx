// The dashboard's SlotsArea (spec §2 Other details), loaded on its own.
export { SlotsArea as default } from './SetupAreas';
