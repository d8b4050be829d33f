// The dashboard's PickupPointsArea (spec §2 Other details), loaded on its own.
export { PickupPointsArea as default } from './SetupAreas';
