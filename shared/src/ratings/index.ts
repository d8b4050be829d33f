// Ratings (spec §2 /ratings, /ratings/export; issue 17).
export * from './ratings';
