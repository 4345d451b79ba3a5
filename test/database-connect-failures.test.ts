// Every way a PostgreSQL connection can fail is 503 service_unavailable, never a 500, on every way a
// statement reaches the server: the pipelined single statements, transactions and held connections.
// The soak found the rule's gap (a send that met the database mid-restart answered 500): the
// pipeline's own connections time out with pg.Client's bare "timeout expired", which nothing classed.
// Here servers that fail on purpose stand in for a database that is starting, gone or stuck; the
// statement timeout is checked on the real PostgreSQL (PostgreSQL pass).
import assert from 'node:assert/strict';
import net from 'node:net';
import { after, test } from 'node:test';
import type { Db } from '../src/platform/db/index.ts';
import { createPostgresDb } from '../src/platform/db/postgres.ts';
import { AppError } from '../src/platform/errors.ts';
import { DB_KIND, PG_ADMIN_URL } from './helpers.ts';

const servers: net.Server[] = [];
after(() => {
  for (const server of servers) server.close();
});

/** A TCP server on loopback that treats each connection as `onConnection` says; its port. */
async function fakeServer(onConnection: (socket: net.Socket) => void): Promise<number> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    onConnection(socket);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

/** A backend message: its type byte, its length, its body. */
function message(type: string, body: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  return Buffer.concat([Buffer.from(type), length, body]);
}

/** An ErrorResponse with a severity, a SQLSTATE and a text. */
function errorResponse(code: string, text: string): Buffer {
  return message('E', Buffer.from(`SFATAL\0C${code}\0M${text}\0\0`));
}

const authenticationOk = message('R', Buffer.from([0, 0, 0, 0]));
const readyForQuery = message('Z', Buffer.from('I'));

const CASES: Array<{ name: string; port: () => Promise<number> }> = [
  { name: 'accepts the connection and never answers (connect timeout)', port: () => fakeServer(() => {}) },
  { name: 'closes every connection at once', port: () => fakeServer((socket) => socket.destroy()) },
  {
    name: 'answers that it is starting up (57P03)',
    port: () =>
      fakeServer((socket) =>
        socket.once('data', () => socket.end(errorResponse('57P03', 'the database system is starting up'))),
      ),
  },
  {
    name: 'answers that too many clients are connected (53300)',
    port: () =>
      fakeServer((socket) =>
        socket.once('data', () => socket.end(errorResponse('53300', 'sorry, too many clients already'))),
      ),
  },
  {
    name: 'lets the client in, then dies in the middle of its statement',
    port: () =>
      fakeServer((socket) => {
        socket.once('data', () => {
          socket.write(Buffer.concat([authenticationOk, readyForQuery]));
          socket.once('data', () => socket.destroy());
        });
      }),
  },
  {
    name: 'lets the client in, then shuts down with its statement (57P01)',
    port: () =>
      fakeServer((socket) => {
        socket.once('data', () => {
          socket.write(Buffer.concat([authenticationOk, readyForQuery]));
          socket.once('data', () =>
            socket.end(errorResponse('57P01', 'terminating connection due to administrator command')),
          );
        });
      }),
  },
  {
    name: 'is not there (connection refused)',
    port: async () => {
      const port = await fakeServer(() => {});
      await new Promise<void>((resolve) => servers.pop()!.close(() => resolve()));
      return port;
    },
  },
];

const WAYS: Array<{ name: string; run: (db: Db) => Promise<unknown> }> = [
  { name: 'a single statement', run: (db) => db.query('SELECT 1') },
  { name: 'a transaction', run: (db) => db.transaction((tx) => tx.query('SELECT 1')) },
  { name: 'a held connection', run: (db) => db.withConnection((conn) => conn.query('SELECT 1')) },
];

/** The answer every caller must get: our 503, with its code and Retry-After. */
async function assertUnavailable(work: Promise<unknown>, what: string) {
  await assert.rejects(work, (error: unknown) => {
    assert.ok(error instanceof AppError, `${what}: ${String(error)} is not our error (it would answer 500)`);
    assert.equal(error.statusCode, 503, what);
    assert.equal(error.code, 'service_unavailable', what);
    assert.ok(error.headers['retry-after'], `${what}: Retry-After`);
    return true;
  });
}

for (const failure of CASES) {
  test(`a server that ${failure.name} answers 503 on every way in`, async () => {
    const port = await failure.port();
    for (const way of WAYS) {
      // A fresh handle for each way: a handle that saw one failure marks the database down, and the
      // next caller would be answered from that mark without reaching the failing path at all.
      const db = createPostgresDb(`postgres://postgres@127.0.0.1:${port}/countersign`, {
        poolSize: 2,
        pipelineConnections: 1,
        connectTimeoutMs: 300,
        statementTimeoutMs: 1000,
      });
      try {
        await assertUnavailable(way.run(db), `${failure.name}, ${way.name}`);
      } finally {
        await db.close();
      }
    }
  });
}

test('a statement the server cancels for taking too long is 503, and the database is not marked down', {
  skip: DB_KIND !== 'postgres' && 'needs PostgreSQL (the PostgreSQL pass)',
}, async () => {
  const db = createPostgresDb(PG_ADMIN_URL, { poolSize: 2, pipelineConnections: 1, statementTimeoutMs: 200 });
  try {
    for (const way of WAYS) {
      const slow = (q: { query: Db['query'] }) => q.query('SELECT pg_sleep(2)');
      const run =
        way.name === 'a single statement'
          ? slow(db)
          : way.name === 'a transaction'
            ? db.transaction((tx) => slow(tx))
            : db.withConnection((conn) => slow(conn));
      await assertUnavailable(run, `statement timeout, ${way.name}`);
      // The next statement is served: a slow statement is not an outage.
      const { rows } = await db.query<{ one: number }>('SELECT 1 AS one');
      assert.equal(rows[0].one, 1);
    }
  } finally {
    await db.close();
  }
});
