// The chooser feature's public face: what other features may use of the active canteen's loaded data.
export { refreshCustomPriceLists } from './api/active-canteen';
