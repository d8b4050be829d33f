// The eight locale bundles of the SPA, keyed by UI language code.
import en from './en.json';
import it from './it.json';
import es from './es.json';
import fr from './fr.json';
import tr from './tr.json';
import ca from './ca.json';
import eu from './eu.json';
import cl from './cl.json';

export const locales = { en, it, es, fr, tr, ca, eu, cl } as const;
