// The dashboard's HomeButtonsArea (spec §2 Other details), loaded on its own.
export { HomeButtonsArea as default } from './SetupAreas';
