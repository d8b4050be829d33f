// Address search for pickup points (spec §7: forward geocoding limited to it and es, in the user's language,
// autocomplete, 5 results) behind an adapter. No maps service is reachable from this environment, so the only
// implementation is LOCAL AND FAKE: a small gazetteer of Italian and Spanish addresses searched in memory
// (shared/DECISIONS.md "Geocoding"). A real provider is another `Geocoder` with the same contract.

/** Geocoding limit (spec §9) and the countries searched (spec §7). */
export const GEOCODING_LIMIT = 5;
export const GEOCODING_COUNTRIES = ['it', 'es'] as const;
/** Suggestions start after this many typed characters (spec §9). */
export const GEOCODING_MIN_LENGTH = 2;

export interface GeocodedAddress {
  label: string;
  lat: number;
  lng: number;
  country: (typeof GEOCODING_COUNTRIES)[number];
}

export interface Geocoder {
  /** Whether the results come from a real maps service (the screen says when they do not). */
  readonly real: boolean;
  /** At most GEOCODING_LIMIT addresses in it or es matching `text`, the user's language first. */
  search(text: string, language: string, signal?: AbortSignal): Promise<GeocodedAddress[]>;
}

const GAZETTEER: readonly GeocodedAddress[] = [
  { label: 'Via Roma 1, 20121 Milano MI, Italia', lat: 45.4654, lng: 9.1866, country: 'it' },
  { label: 'Via Torino 45, 20123 Milano MI, Italia', lat: 45.4612, lng: 9.1831, country: 'it' },
  { label: 'Corso Buenos Aires 12, 20124 Milano MI, Italia', lat: 45.4781, lng: 9.2094, country: 'it' },
  { label: 'Viale Monza 140, 20127 Milano MI, Italia', lat: 45.5006, lng: 9.2233, country: 'it' },
  { label: 'Via Nazionale 190, 00184 Roma RM, Italia', lat: 41.9009, lng: 12.4906, country: 'it' },
  { label: 'Via del Corso 300, 00186 Roma RM, Italia', lat: 41.9029, lng: 12.4801, country: 'it' },
  { label: 'Piazza Castello 10, 10121 Torino TO, Italia', lat: 45.0712, lng: 7.6854, country: 'it' },
  { label: 'Via Roma 60, 10123 Torino TO, Italia', lat: 45.0668, lng: 7.6826, country: 'it' },
  { label: 'Via Indipendenza 8, 40121 Bologna BO, Italia', lat: 44.4976, lng: 11.3434, country: 'it' },
  { label: 'Via Toledo 256, 80132 Napoli NA, Italia', lat: 40.8419, lng: 14.2488, country: 'it' },
  { label: 'Via Roma 33, 90133 Palermo PA, Italia', lat: 38.1183, lng: 13.3625, country: 'it' },
  { label: 'Calle de Alcalá 50, 28014 Madrid, España', lat: 40.4189, lng: -3.6966, country: 'es' },
  { label: 'Gran Vía 28, 28013 Madrid, España', lat: 40.4203, lng: -3.7025, country: 'es' },
  { label: 'Paseo de la Castellana 89, 28046 Madrid, España', lat: 40.4488, lng: -3.6918, country: 'es' },
  { label: 'Calle Mayor 12, 28013 Madrid, España', lat: 40.4156, lng: -3.7074, country: 'es' },
  { label: 'Passeig de Gràcia 43, 08007 Barcelona, España', lat: 41.3917, lng: 2.1649, country: 'es' },
  { label: 'Avinguda Diagonal 640, 08017 Barcelona, España', lat: 41.3914, lng: 2.1367, country: 'es' },
  { label: 'Carrer de Balmes 150, 08008 Barcelona, España', lat: 41.3958, lng: 2.1545, country: 'es' },
  { label: 'Calle Colón 20, 46004 Valencia, España', lat: 39.4699, lng: -0.3716, country: 'es' },
  { label: 'Avenida de la Constitución 20, 41004 Sevilla, España', lat: 37.3862, lng: -5.9935, country: 'es' },
  { label: 'Gran Vía 30, 48009 Bilbao, España', lat: 43.2627, lng: -2.9345, country: 'es' },
  { label: 'Calle Mayor 5, 20003 Donostia-San Sebastián, España', lat: 43.3236, lng: -1.9857, country: 'es' },
];

/** Lower case without accents, so "alcala" finds "Alcalá". */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/** Which country a language's results come first from. */
function preferredCountry(language: string): string {
  return ['es', 'ca', 'eu', 'cl'].includes(language) ? 'es' : 'it';
}

/** The local, fake geocoder: every typed word must start a word of the address (autocomplete). */
export const localGeocoder: Geocoder = {
  real: false,
  async search(text, language) {
    const words = foldText(text).split(/[\s,]+/).filter(Boolean);
    if (foldText(text).length < GEOCODING_MIN_LENGTH || words.length === 0) return [];
    const preferred = preferredCountry(language);
    return GAZETTEER.filter((address) => {
      const haystack = foldText(address.label).split(/[\s,]+/);
      return words.every((word) => haystack.some((part) => part.startsWith(word)));
    })
      .sort((a, b) => Number(b.country === preferred) - Number(a.country === preferred))
      .slice(0, GEOCODING_LIMIT);
  },
};

/** The geocoder the screens use. */
export const geocoder: Geocoder = localGeocoder;
