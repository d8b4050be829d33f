// Services, menus and their categories, authorised users and catalogue texts (spec §2–§5).
export * from './service-rules';
export * from './category-stops';
export * from './authorized-users';
export * from './service-texts';
export * from './slot-limits';
export * from './setup-forms';
