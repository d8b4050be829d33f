// Customer care (spec §3 Ticket, §6 CustomerCare, CustomerCareSLA): the ticket's shape, its forms and the SLA clock.
export * from './ticket';
export * from './support-settings';
export * from './sla';
export * from './sla-report';
export * from './forms';
export * from './rows';
