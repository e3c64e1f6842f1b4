/**
 * The PGlite worker's client (docs/decisions/092) on a real worker and a real PGlite: statements and their
 * errors, transactions, LISTEN/NOTIFY, and a crashed worker surfacing as an error. drizzle runs on it in
 * every API test run with TEST_PGLITE_IN_WORKER=1, and in the server main.ts starts.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '#server/db/client.ts';
import { openPgliteInWorker, type PgliteInWorker } from '#server/db/pglite-in-worker.ts';
import { rowsOf } from '#server/db/sql.ts';
import { openTestPglite } from '#server/test/create-test-app.ts';

describe('PGlite in a worker thread', () => {
  let client: PgliteInWorker;

  beforeAll(async () => {
    client = await openPgliteInWorker();
    await client.exec('create table items (id int primary key, name text not null)');
  });
  afterAll(() => client.close());

  const count = async () => (await client.query<{ n: number }>('select count(*)::int as n from items')).rows[0]!.n;

  it('answers statements with their rows, and parses the columns the caller gives parsers for', async () => {
    await client.query('insert into items values ($1, $2), ($3, $4)', [1, 'one', 2, 'two']);
    const objects = await client.query<{ id: number; name: string }>('select id, name from items order by id');
    expect(objects.rows).toEqual([
      { id: 1, name: 'one' },
      { id: 2, name: 'two' },
    ]);
    const arrays = await client.query<unknown[]>("select 7::int, '2026-01-02'::date", [], {
      rowMode: 'array',
      parsers: { 1082: (text: string) => `date ${text}` },
    });
    expect(arrays.rows).toEqual([[7, 'date 2026-01-02']]);
    // json and jsonb cross as text and are parsed on this side, as PGlite parses them, unless the caller parses them.
    const json = await client.query<{ a: unknown; b: unknown; c: unknown }>(`select '{"n":[1,2]}'::json as a, '{"s":"x"}'::jsonb as b, null::jsonb as c`);
    expect(json.rows).toEqual([{ a: { n: [1, 2] }, b: { s: 'x' }, c: null }]);
    const own = await client.query<unknown[]>(`select '{"n":1}'::jsonb`, [], { rowMode: 'array', parsers: { 3802: (text: string) => `jsonb ${text}` } });
    expect(own.rows).toEqual([['jsonb {"n": 1}']]);
    const results = await client.exec('create temp table scratch (n int); insert into scratch values (1); select n from scratch');
    expect(results.map((result) => result.rows)).toEqual([[], [], [{ n: 1 }]]);
    await client.exec('delete from items');
  });

  it('gives each of many statements sent at once its own answer (the replies of one turn come in one message)', async () => {
    const numbers = Array.from({ length: 20 }, (_, index) => index);
    const answers = await Promise.all(
      numbers.map((n) =>
        n === 7
          ? client.query('select 1/0').then(() => 'answered', (error: Error) => error.message)
          : client.query<{ n: number }>('select $1::int as n', [n]).then((result) => result.rows[0]!.n),
      ),
    );
    expect(answers).toEqual(numbers.map((n) => (n === 7 ? 'division by zero' : n)));
  });

  it('rejects a failed statement with the driver fields the app reads (code, constraint)', async () => {
    await client.query('insert into items values (10, $1)', ['ten']);
    const failure = await client.query('insert into items values (10, $1)', ['again']).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({ code: '23505', constraint: 'items_pkey' });
    expect((await client.query('select name from items where id = 10')).rows).toEqual([{ name: 'ten' }]);
    await client.exec('delete from items');
  });

  it('rolls a transaction back when its callback throws', async () => {
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into items values (20, $1)', ['twenty']);
      expect((await tx.query('select count(*)::int as n from items')).rows).toEqual([{ n: 1 }]);
      throw new Error('changed my mind');
    });
    await expect(failed).rejects.toThrow('changed my mind');
    expect(await count()).toBe(0);
  });

  it('commits a transaction whose callback returns, with its result', async () => {
    const result = await client.transaction(async (tx) => {
      await tx.query('insert into items values (30, $1)', ['thirty']);
      return 'done';
    });
    expect(result).toBe('done');
    expect(await count()).toBe(1);
    await client.exec('delete from items');
  });

  it('holds every other statement until the open transaction ends', async () => {
    let outside: Promise<number> | undefined;
    let outsideAnswered = false;
    const failed = client.transaction(async (tx) => {
      await tx.query('insert into items values (40, $1)', ['forty']);
      outside = count().then((n) => {
        outsideAnswered = true;
        return n;
      });
      // A round trip inside the transaction after the outside statement reached the worker (messages keep
      // their order): had the outside statement not waited, its answer would have come first.
      await tx.query('select 1');
      expect(outsideAnswered).toBe(false);
      throw new Error('roll back');
    });
    await expect(failed).rejects.toThrow('roll back');
    // It ran after the rollback: inside the transaction it would have counted the row.
    expect(await outside).toBe(0);
  });

  it('delivers NOTIFY payloads to each listener until it unlistens', async () => {
    const first: string[] = [];
    const second = new Promise<string>((resolve) => {
      void client.listen('worker_test', resolve);
    });
    const unlisten = await client.listen('worker_test', (payload) => first.push(payload));
    await client.query("select pg_notify('worker_test', 'hello')");
    expect(await second).toBe('hello');
    expect(first).toEqual(['hello']);
    await unlisten();
    await client.query("select pg_notify('worker_test', 'again')");
    const third = new Promise<string>((resolve) => {
      void client.listen('worker_test', resolve);
    });
    await client.query("select pg_notify('worker_test', 'third')");
    expect(await third).toBe('third');
    expect(first).toEqual(['hello']);
  });

  it('answers two listens on a new channel at once only when the worker listens on it', async () => {
    const channels = async () => (await client.query<{ channel: string }>('select pg_listening_channels() as channel')).rows.map((row) => row.channel);
    const heard: string[] = [];
    const answered: string[] = [];
    let firstListen: Promise<() => Promise<void>> | undefined;
    let secondListen: Promise<() => Promise<void>> | undefined;
    await client.transaction(async (tx) => {
      // The open transaction holds PGlite, so the worker cannot LISTEN until it ends.
      firstListen = client.listen('worker_pair', (payload) => heard.push(`first ${payload}`));
      secondListen = client.listen('worker_pair', (payload) => heard.push(`second ${payload}`));
      void firstListen.then(() => answered.push('first'));
      void secondListen.then(() => answered.push('second'));
      await tx.query('select 1');
      expect(answered).toEqual([]);
    });
    const [unlistenFirst, unlistenSecond] = await Promise.all([firstListen!, secondListen!]);
    expect(await channels()).toContain('worker_pair');
    await client.query("select pg_notify('worker_pair', 'both')");
    await unlistenFirst();
    await unlistenSecond();
    expect(heard.sort()).toEqual(['first both', 'second both']);
    expect(await channels()).not.toContain('worker_pair');
  });
});

describe('a crashed PGlite worker', () => {
  it('rejects the statement waiting on it and every one after, instead of hanging', async () => {
    const client = await openPgliteInWorker();
    expect((await client.query('select 1 as n')).rows).toEqual([{ n: 1 }]);
    await expect(client.crashForTest()).rejects.toThrow(/the PGlite worker failed: .*crashed/);
    await expect(client.query('select 1')).rejects.toThrow(/the PGlite worker failed/);
    await client.close();
  });
});

describe('drizzle on the worker (the migrated template, as the API tests open it)', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestPglite({ pgliteInWorker: true });
    await database.migrate();
  });
  afterAll(() => database.close());

  it('runs drizzle statements and transactions, and wraps driver errors with their code', async () => {
    expect(await rowsOf(database.db, sql`select count(*)::int as n from profiles`)).toEqual([{ n: expect.any(Number) }]);
    const failed = database.db.transaction(async (tx) => {
      await tx.execute(sql`create table drizzle_probe (id int primary key)`);
      await tx.execute(sql`insert into drizzle_probe values (1)`);
      await tx.execute(sql`insert into drizzle_probe values (1)`);
    });
    const failure = await failed.catch((error: unknown) => error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('23505');
    expect(await rowsOf(database.db, sql`select to_regclass('drizzle_probe') as t`)).toEqual([{ t: null }]);
  });

  it('hands LISTEN/NOTIFY to the realtime bridge through listen()', async () => {
    const payload = new Promise<string>((resolve) => {
      void database.listen('drizzle_probe', resolve);
    });
    await database.db.execute(sql`select pg_notify('drizzle_probe', 'through drizzle')`);
    expect(await payload).toBe('through drizzle');
  });
});
