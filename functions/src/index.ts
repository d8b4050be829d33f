// Entry point of the functions: options first, then every function re-exported (no logic here).
import './lib/options';

export { onCanteenCreated } from './triggers/canteens';
export { onUserWritten } from './triggers/users';
