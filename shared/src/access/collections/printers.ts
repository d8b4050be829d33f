// Access rows of printers and their print queue (spec §6 Printers: admin only; Printers dashboard: admin,
// admin_provider, super_site_manager, site_manager; issue 22).
import { type CollectionAccess } from '../access-types';

export const PRINTERS_ACCESS: readonly CollectionAccess[] = [
  {
    id: 'printers',
    path: 'printers/{printerId}',
    covers: "a canteen's kitchen and receipt printers: address, paper width, ESC/POS, routing",
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [
      { to: 'staff', ops: ['get', 'list'], screens: ['Printers', 'PrintersDashboard'], scope: 'canteen' },
      {
        to: 'staff',
        ops: ['create', 'update', 'delete'],
        screens: ['Printers'],
        scope: 'canteen',
        fields: { except: ['canteen_id'] },
      },
    ],
    decisions: [
      'the Printers dashboard roles see the printers and their queue and send test prints (the `printers` callable); only Printers (admin) configures them',
    ],
  },
  {
    id: 'print_jobs',
    path: 'print_jobs/{jobId}',
    covers: 'print jobs: one per order event and routed printer (pending → printed / failed), with their ESC/POS bytes',
    canteen: { kind: 'field', field: 'canteen_id' },
    owner: null,
    grants: [{ to: 'staff', ops: ['get', 'list'], screens: ['Printers', 'PrintersDashboard'], scope: 'canteen' }],
    decisions: ['written only by functions (the orders trigger, the print dispatcher, the `printers` callable)'],
  },
];
