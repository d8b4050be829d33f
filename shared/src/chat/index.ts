// Chat threads and their unread counters (spec §4).
export * from './chat';
export * from './chat-unread';
