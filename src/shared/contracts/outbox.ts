import { z } from 'zod';

export const OUTBOX_DEFAULT_LIMIT = 50;
export const OUTBOX_MAX_LIMIT = 200;

export const outboxQuerySchema = z.object({
  to: z.string().trim().toLowerCase().max(254).pipe(z.email('Enter a valid email address')).optional(),
  limit: z.coerce.number().int().min(1).max(OUTBOX_MAX_LIMIT).default(OUTBOX_DEFAULT_LIMIT),
});

export const outboxMessageSchema = z.object({
  id: z.string(),
  toAddress: z.string(),
  subject: z.string(),
  textBody: z.string(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

export const outboxResponseSchema = z.object({ messages: z.array(outboxMessageSchema) });
