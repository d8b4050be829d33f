// Entry point of the functions: options first, then every function re-exported (no logic here).
import './lib/options';

export { onCanteenCreated } from './triggers/canteens';
export { onUserWritten } from './triggers/users';
export { api } from './api';
export { onOrderWritten } from './triggers/orders';
export { onChatWritten } from './triggers/chat';
export { retryDeliveries } from './triggers/deliveries';
export { onBenchPing } from './triggers/bench';
export { setCategoryStopped } from './callables/category-stops';
export { cancelProductImport, importServiceProducts, saveServiceProduct } from './callables/shop-products';
export { customerCare } from './callables/customer-care';
export { dispatchDueNotifications, onNotificationOccurrence } from './triggers/notifications';
export {
  createNotification,
  updateNotificationState,
  listScheduledJobs,
  updateNotification,
  notificationAudienceSize,
  retryNotificationDeliveriesCall as retryNotificationDeliveries,
} from './callables/notifications';
export { auditLog } from './triggers/activity-log';
export { getCustomerCareSla } from './callables/customer-care-sla';
export { contributionRules } from './callables/contribution-rules';
export { accessRules } from './callables/access-rules';
export { surveys } from './callables/surveys';
export { applySurveySchedule } from './triggers/surveys';
export { expireCommunications } from './triggers/communications';
export { printers } from './callables/printers';
export { retryPrintJobs } from './triggers/print-jobs';
export { copyNewsStructure } from './callables/news-structure';
export { changeOrderStatus } from './callables/order-status';
export { onIngredientWritten } from './triggers/ingredients';
export { userAccess } from './callables/user-access';
export { customerStatus } from './callables/customer-status';
export { deleteRecipe } from './callables/recipes';
export { saveMenuStructure } from './callables/menu-structure';
export { aggregateAnalytics } from './triggers/analytics';
export { createCanteen } from './callables/canteen-wizard';
