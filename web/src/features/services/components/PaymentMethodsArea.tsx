// The dashboard's PaymentMethodsArea (spec §2 Other details), loaded on its own.
export { PaymentMethodsArea as default } from './SetupAreas';
