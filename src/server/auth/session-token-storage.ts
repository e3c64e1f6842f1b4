/**
 * Session tokens at rest (docs/decisions/016, session 26): `sessions.token`
 * holds the SHA-256 hex of the token, as every other stored token does
 * (link-token.ts), so a database reader cannot ride a session. The cookie
 * still carries the raw token (signed); every lookup hashes it first.
 *
 * better-auth 1.x has no option for this (its `storeIdentifier: "hashed"`
 * covers verification values only), and its database hooks cannot do it
 * (createSession sets the cookie from the row the adapter returns). So the
 * Drizzle adapter is wrapped: on the `session` model a `token` written or
 * looked up is hashed on the way in, and a row found by a raw token answers
 * with that raw token again (better-auth signs it into the refreshed
 * cookie). Rows found another way (by user) carry the hash, which no cookie
 * accepts. Our own queries never read the column: they go by session id.
 */
import { createHash } from 'node:crypto';
import type { BetterAuthOptions, DBAdapter, DBTransactionAdapter, Where } from 'better-auth';

/** The stored form of a session token: SHA-256, hex (migration 0038 wrote the same for older rows). */
export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

const SESSION_MODEL = 'session';
const TOKEN_FIELD = 'token';

/** Raw tokens of one call, by the hash stored for them. */
type RawByHash = Map<string, string>;

function hashValue(value: unknown, raws: RawByHash): unknown {
  if (typeof value === 'string') {
    const hashed = hashSessionToken(value);
    raws.set(hashed, value);
    return hashed;
  }
  if (Array.isArray(value)) return value.map((inner) => hashValue(inner, raws));
  return value;
}

function hashWhere(where: Where[] | undefined, raws: RawByHash): Where[] | undefined {
  return where?.map((clause) =>
    clause.field === TOKEN_FIELD ? { ...clause, value: hashValue(clause.value, raws) as Where['value'] } : clause,
  );
}

function hashData<T extends Record<string, unknown>>(data: T, raws: RawByHash): T {
  return TOKEN_FIELD in data ? { ...data, [TOKEN_FIELD]: hashValue(data[TOKEN_FIELD], raws) } : data;
}

/** A row back with the raw token its caller gave, where the call named it. */
function withRawToken<T>(row: T, raws: RawByHash): T {
  if (typeof row !== 'object' || row === null) return row;
  const stored = (row as Record<string, unknown>)[TOKEN_FIELD];
  const raw = typeof stored === 'string' ? raws.get(stored) : undefined;
  return raw === undefined ? row : { ...row, [TOKEN_FIELD]: raw };
}

function hashingAdapter<A extends DBTransactionAdapter>(inner: A): A {
  const isSession = (model: string) => model === SESSION_MODEL;
  return {
    ...inner,
    async create(args) {
      if (!isSession(args.model)) return inner.create(args);
      const raws: RawByHash = new Map();
      return withRawToken(await inner.create({ ...args, data: hashData(args.data, raws) }), raws);
    },
    async findOne(args) {
      if (!isSession(args.model)) return inner.findOne(args);
      const raws: RawByHash = new Map();
      return withRawToken(await inner.findOne({ ...args, where: hashWhere(args.where, raws)! }), raws);
    },
    async findMany(args) {
      if (!isSession(args.model)) return inner.findMany(args);
      const raws: RawByHash = new Map();
      const rows = await inner.findMany({ ...args, where: hashWhere(args.where, raws) });
      return rows.map((row) => withRawToken(row, raws));
    },
    async count(args) {
      if (!isSession(args.model)) return inner.count(args);
      return inner.count({ ...args, where: hashWhere(args.where, new Map()) });
    },
    async update(args) {
      if (!isSession(args.model)) return inner.update(args);
      const raws: RawByHash = new Map();
      const where = hashWhere(args.where, raws)!;
      return withRawToken(await inner.update({ ...args, where, update: hashData(args.update, raws) }), raws);
    },
    async updateMany(args) {
      if (!isSession(args.model)) return inner.updateMany(args);
      const raws: RawByHash = new Map();
      return inner.updateMany({ ...args, where: hashWhere(args.where, raws)!, update: hashData(args.update, raws) });
    },
    async delete(args) {
      if (!isSession(args.model)) return inner.delete(args);
      return inner.delete({ ...args, where: hashWhere(args.where, new Map())! });
    },
    async deleteMany(args) {
      if (!isSession(args.model)) return inner.deleteMany(args);
      return inner.deleteMany({ ...args, where: hashWhere(args.where, new Map())! });
    },
    async consumeOne(args) {
      if (!isSession(args.model)) return inner.consumeOne(args);
      const raws: RawByHash = new Map();
      return withRawToken(await inner.consumeOne({ ...args, where: hashWhere(args.where, raws)! }), raws);
    },
    async incrementOne(args) {
      if (!isSession(args.model)) return inner.incrementOne(args);
      const raws: RawByHash = new Map();
      const set = args.set ? hashData(args.set, raws) : undefined;
      return withRawToken(await inner.incrementOne({ ...args, where: hashWhere(args.where, raws)!, set }), raws);
    },
  };
}

/** An adapter factory (better-auth's `database` option) whose session tokens are stored hashed, in transactions too. */
export function withHashedSessionTokens(factory: (options: BetterAuthOptions) => DBAdapter) {
  return (options: BetterAuthOptions): DBAdapter => {
    const inner = factory(options);
    return {
      ...hashingAdapter(inner),
      transaction: (callback) => inner.transaction((trx) => callback(hashingAdapter(trx))),
    };
  };
}
