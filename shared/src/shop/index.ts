// Shop and coffee-break services (issue 16): forms, the customer's price preview, time ranges of hours.
export * from './shop-forms';
export * from './price-preview';
export * from './time-ranges';
export * from './product-import';
