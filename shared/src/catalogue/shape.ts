// The shape of the text catalogue: English defines it, every other language must have exactly its keys.
import type { catalogue as english } from './languages/en';

/** One language's catalogue: statuses, resources' field names, allergens, mail and PDF texts. */
export type Catalogue = typeof english;
