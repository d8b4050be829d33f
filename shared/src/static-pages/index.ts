// Static pages (spec §6 PagineStatiche, routes /static-pages and /static-pages/{id}).
export * from './static-page';
