// Menus, recipes and ingredients (spec §2 Menu screen, §3 Recipe, §5 insertion and reordering, §9 rounding).
export * from './menu-structure';
export * from './menu-day';
export * from './recipe-facts';
export * from './recipe-form';
export * from './planner';
export * from './recipe-deletion';
export * from './suppliers';
