// The service screens' public face: the pieces /servizi/shop and /servizi/coffeebreak share with /servizi/ifm (the
// active service, its live categories and products, stop/resume with its refusal modal, authorised users).
export { useActiveService, type ActiveService } from './components/active-service';
export { useContentLanguage } from './components/language';
export { useServiceCategories, type CatalogueCategory } from './api/categories';
export { useServiceProducts, type CatalogueProduct, type ProductsByCategory } from './api/products';
export { serviceIdOf, type CatalogueTag, type ServiceSummary } from './api/service';
export { CategoryStopDialogs, useCategoryStopFlow } from './components/CategoryStopDialogs';
export { AuthorizedUsersPanel } from './components/AuthorizedUsersPanel';
