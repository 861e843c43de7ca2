import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** Front-end failures reported by the shell (a remote that would not load, a render error). */
export const clientErrors = pgTable('client_errors', {
  id: serial('id').primaryKey(),
  remote: text('remote'),
  route: text('route').notNull(),
  message: text('message').notNull(),
  detail: text('detail'),
  userAgent: text('user_agent'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
