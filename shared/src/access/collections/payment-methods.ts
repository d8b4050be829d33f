// Access rows of the payment methods and a canteen’s choice among them (spec §6).
import { ACCESS_OPERATIONS, type CollectionAccess } from '../access-types';

export const PAYMENT_METHODS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'payment_methods',
    path: 'payment_methods/{paymentMethodId}',
    covers: 'the payment methods every canteen chooses from',
    canteen: null,
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['PaymentMethods'], scope: 'global' },
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Ordini'],
        scope: 'global',
        why: "the order list's payment-method filter names the canteen's methods (issue 17)",
      },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        roles: ['admin'],
        scope: 'global',
        why: 'reference data of every canteen, named by no screen key: admin only',
      },
    ],
  },
  {
    id: 'canteen_payment_methods',
    path: 'canteen_payment_methods/{canteenPaymentMethodId}',
    covers: "a canteen's payment methods and device kinds",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      {
        to: 'staff',
        ops: ACCESS_OPERATIONS,
        screens: ['PaymentMethods'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
      {
        to: 'staff',
        ops: ['get', 'list'],
        screens: ['Ordini'],
        scope: 'canteen',
        why: "the order list's payment-method filter offers the canteen's configured methods (issue 17)",
      },
    ],
  },
];
