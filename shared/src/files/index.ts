// Canteen files in Cloud Storage: the folder layout, limits and permissions storage.rules enforces.
export * from './storage-paths';
