// The field-level, transition and validation cases, in the order the suite runs them.
import type { FixtureStore } from '../support/store';
import { defineAuditStamp } from './audit-stamp';
import { defineAuthorizedUsers } from './authorized-users';
import { defineChatMessages } from './chat';
import { defineCommunications } from './communications';
import { defineCompanyCustomers } from './companies';
import { defineCustomerCreates } from './customers';
import { defineFieldLimits } from './field-limits';
import { defineIfmStatus } from './ifm-status';
import { defineElsewhere } from './outside';
import { defineServerFields } from './server-fields';
import { defineSignagePlayer } from './signage';
import { defineStaticPages } from './static-pages';
import { defineSurveyResponses } from './surveys';
import { defineUserRoles } from './user-roles';
import { defineValidation } from './validation';

export function defineFieldLevel(store: () => FixtureStore): void {
  defineFieldLimits(store);
  defineIfmStatus(store);
  defineCustomerCreates(store);
  defineChatMessages(store);
  defineValidation(store);
  defineStaticPages(store);
  defineServerFields(store);
  defineCommunications(store);
  defineAuthorizedUsers(store);
  defineElsewhere(store);
  defineAuditStamp(store);
  defineSurveyResponses(store);
  defineUserRoles(store);
  defineSignagePlayer(store);
  defineCompanyCustomers(store);
}
