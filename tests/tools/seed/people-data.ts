// Names of the demo staff (one per role) and of the customers of each canteen.
import type { Role } from '@backoffice/shared';

export interface StaffDef {
  name: string;
  surname: string;
  language: 'en' | 'it' | 'es' | 'cl';
  /** Canteens the account may manage (bo_canteens); '*' means every seeded canteen. */
  canteens: string[] | '*';
  company?: string;
}

const PROVIDER = 'Ristorazione Demo S.p.A.';

export const STAFF: Record<Role, StaffDef> = {
  admin: { name: 'Giulia', surname: 'Ferraris', language: 'it', canteens: '*', company: PROVIDER },
  // Left empty on purpose: the provider's admin opens every canteen without a list (spec §6).
  admin_provider: { name: 'Marco', surname: 'Bellini', language: 'it', canteens: [], company: PROVIDER },
  country_manager: {
    name: 'Alessandra',
    surname: 'Conti',
    language: 'it',
    canteens: ['C_1001', 'C_1002', 'C_4001', 'C_9001'],
    company: PROVIDER,
  },
  super_site_manager: {
    name: 'Davide',
    surname: 'Moretti',
    language: 'it',
    canteens: ['C_1001', 'C_1002', 'C_501'],
    company: PROVIDER,
  },
  site_manager: {
    name: 'Francesca',
    surname: 'Galli',
    language: 'it',
    canteens: ['C_1001', 'C_1002'],
    company: PROVIDER,
  },
  responsabile_mensa: {
    name: 'Roberto',
    surname: 'Esposito',
    language: 'it',
    canteens: ['C_1001'],
    company: PROVIDER,
  },
  cuoco: { name: 'Salvatore', surname: 'Russo', language: 'it', canteens: ['C_1001'], company: PROVIDER },
  operatore_ifm: {
    name: 'Luca',
    surname: 'Marino',
    language: 'it',
    canteens: ['C_1001', 'C_1002', 'C_501'],
    company: 'Facility Services Italia S.r.l.',
  },
  cliente_ifm: {
    name: 'Chiara',
    surname: 'Fontana',
    language: 'it',
    canteens: ['C_1001'],
    company: 'Bicocca Tech S.r.l.',
  },
  controllore: {
    name: 'Stefano',
    surname: 'Bruno',
    language: 'it',
    canteens: ['C_1001', 'C_1002'],
    company: PROVIDER,
  },
  company_manager: {
    name: 'Paolo',
    surname: 'Ricci',
    language: 'it',
    canteens: ['C_1001'],
    company: 'Bicocca Tech S.r.l.',
  },
  company_manager_plus: {
    name: 'Elena',
    surname: 'Colombo',
    language: 'es',
    canteens: ['C_1001', 'C_501'],
    company: 'Grupo Castellana Servicios S.L.',
  },
  visualizzatore: {
    name: 'Sara',
    surname: 'Greco',
    language: 'it',
    canteens: ['C_1001', 'C_4001'],
    company: PROVIDER,
  },
  web_user: { name: 'Matteo', surname: 'Lombardi', language: 'it', canteens: [] },
};

export interface CustomerDef {
  uid: string;
  name: string;
  surname: string;
  canteenId: string;
  company: string;
  /** Italian tax code, only for Italian customers. */
  cf?: string;
}

/** The customer the demo revolves around: owns orders and IFM requests at C_1001 and has device tokens. */
export const DEMO_CUSTOMER: CustomerDef = {
  uid: 'demo-customer',
  name: 'Anna',
  surname: 'Rossi',
  canteenId: 'C_1001',
  company: 'Bicocca Tech S.r.l.',
  cf: 'RSSNNA85M41F205X',
};

const OTHER_CUSTOMERS: Array<Omit<CustomerDef, 'uid'>> = [
  {
    name: 'Luca',
    surname: 'Bianchi',
    canteenId: 'C_1001',
    company: 'Bicocca Tech S.r.l.',
    cf: 'BNCLCU88A01F205Z',
  },
  {
    name: 'Martina',
    surname: 'Romano',
    canteenId: 'C_1001',
    company: 'Bicocca Tech S.r.l.',
    cf: 'RMNMTN92C45F205K',
  },
  {
    name: 'Giorgio',
    surname: 'Colombo',
    canteenId: 'C_1001',
    company: 'Milano Insurance S.p.A.',
    cf: 'CLMGRG79D12F205W',
  },
  {
    name: 'Federica',
    surname: 'Marchetti',
    canteenId: 'C_1002',
    company: 'Lingotto Automotive S.p.A.',
    cf: 'MRCFDR90E50L219P',
  },
  {
    name: 'Andrea',
    surname: 'Barbieri',
    canteenId: 'C_1002',
    company: 'Lingotto Automotive S.p.A.',
    cf: 'BRBNDR85H10L219Q',
  },
  {
    name: 'Silvia',
    surname: 'Rinaldi',
    canteenId: 'C_1002',
    company: 'Torino Energia S.r.l.',
    cf: 'RNLSLV83M62L219T',
  },
  {
    name: 'Valentina',
    surname: 'Costa',
    canteenId: 'C_4001',
    company: 'Famiglia Costa',
    cf: 'CSTVNT86B47A944R',
  },
  {
    name: 'Simone',
    surname: 'Fabbri',
    canteenId: 'C_4001',
    company: 'Famiglia Fabbri',
    cf: 'FBBSMN81S20A944M',
  },
  {
    name: 'Irene',
    surname: 'Cattaneo',
    canteenId: 'C_4001',
    company: 'Famiglia Cattaneo',
    cf: 'CTTRNI89T58A944D',
  },
  {
    name: 'Alberto',
    surname: 'Gentile',
    canteenId: 'C_9001',
    company: 'Famiglia Gentile',
    cf: 'GNTLRT84P14H501A',
  },
  {
    name: 'Laura',
    surname: 'Mancini',
    canteenId: 'C_9001',
    company: 'Famiglia Mancini',
    cf: 'MNCLRA87L53H501B',
  },
  {
    name: 'Nicola',
    surname: 'Villa',
    canteenId: 'C_9001',
    company: 'Famiglia Villa',
    cf: 'VLLNCL80R09H501C',
  },
  { name: 'Javier', surname: 'García López', canteenId: 'C_501', company: 'Grupo Castellana Servicios S.L.' },
  { name: 'Lucía', surname: 'Martínez Ruiz', canteenId: 'C_501', company: 'Grupo Castellana Servicios S.L.' },
  { name: 'Carlos', surname: 'Fernández Gil', canteenId: 'C_501', company: 'Seguros Prado S.A.' },
  { name: 'Marta', surname: 'Sánchez Vidal', canteenId: 'C_6001', company: 'Familia Sánchez' },
  { name: 'Pablo', surname: 'Navarro Ortega', canteenId: 'C_6001', company: 'Familia Navarro' },
  { name: 'Elena', surname: 'Torres Molina', canteenId: 'C_6001', company: 'Familia Torres' },
  { name: 'Camila', surname: 'Soto Muñoz', canteenId: 'C_3001', company: 'Minera Andina SpA' },
  { name: 'Matías', surname: 'Rojas Contreras', canteenId: 'C_3001', company: 'Minera Andina SpA' },
  { name: 'Valentina', surname: 'Díaz Araya', canteenId: 'C_3001', company: 'Banco Cordillera S.A.' },
  { name: 'João', surname: 'Silva', canteenId: 'C_7001', company: 'Tejo Digital Lda.' },
  { name: 'Inês', surname: 'Ferreira', canteenId: 'C_7001', company: 'Tejo Digital Lda.' },
  { name: 'Tom', surname: 'Walker', canteenId: 'C_7001', company: 'Atlantic Shipping Ltd.' },
];

export const CUSTOMERS: readonly CustomerDef[] = [
  DEMO_CUSTOMER,
  ...OTHER_CUSTOMERS.map((customer, index) => ({
    ...customer,
    uid: `customer-${String(index + 1).padStart(2, '0')}`,
  })),
];

/** A customer's card number (users/{uid}.card) from their position in CUSTOMERS; their orders copy it. */
export function customerCard(index: number): string {
  return String(7_340_000_000 + index * 104_729);
}

/** The card number of a customer, by uid. */
export function customerCardOf(uid: string): string {
  return customerCard(CUSTOMERS.findIndex((customer) => customer.uid === uid));
}

export function customersOf(canteenId: string): CustomerDef[] {
  return CUSTOMERS.filter((customer) => customer.canteenId === canteenId);
}

/** Plain-ASCII e-mail local part: 'Lucía Martínez Ruiz' → 'lucia.martinez.ruiz'. */
export function emailLocalPart(name: string, surname: string): string {
  return `${name} ${surname}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, '.')
    .replace(/^\.|\.$/g, '');
}
