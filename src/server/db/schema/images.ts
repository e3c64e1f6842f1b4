import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '#shared/contracts/image-url.ts';
import { profiles } from './auth.ts';
import { valueIn } from './value-check.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Uploaded images (docs/decisions/057): kept in the database so every app
 * server behind one PostgreSQL serves them, at GET /api/images/{id}. An id is
 * never reused, so an answer is cached for good. The uploader decides who may
 * put the image in a field (server/images/check-image-field.ts).
 */
export const images = pgTable(
  'images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    uploadedBy: text('uploaded_by').references(() => profiles.id, { onDelete: 'set null' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Hex SHA-256 of the bytes: the response's ETag. */
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('images_content_type_check', valueIn(table.contentType, IMAGE_TYPES)),
    check('images_byte_size_check', sql`${table.byteSize} between 1 and ${sql.raw(String(IMAGE_MAX_BYTES))} and ${table.byteSize} = octet_length(${table.bytes})`),
    index('images_uploaded_by_idx').on(table.uploadedBy, table.createdAt),
  ],
);
