// Users administration (spec §2 Utenti, §3 User): the list's search and filters, an admin's change of a user's access.
export * from './user-search';
export * from './user-access';
export * from './customers';
export * from './pre-registrations';
