// Single statements outside a transaction (most reads, and every write that is one statement) share a
// few pipelined connections instead of taking turns on pool clients: each statement is sent without
// waiting for the previous answer, and every statement issued in one turn of the event loop leaves in
// one write (the socket is corked until setImmediate). Under load that turns one system call and one
// round trip per statement into one per batch, which is where a busy API spends its time. Each
// statement keeps its own Sync, so one failing statement fails alone. A connection that breaks is
// replaced on the next statement. Transactions never come here: they need a connection of their own.
import pg from 'pg';

export interface PipelineOptions {
  url: string;
  connections: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

interface Lane {
  client: pg.Client;
  ready: Promise<pg.Client>;
  corked: boolean;
  /** Statements sent on this connection and not yet answered. */
  waiting: number;
}

export interface Pipeline {
  query(sql: string, params: unknown[], name?: string): Promise<pg.QueryResult>;
  close(): Promise<void>;
}

export function createPipeline(options: PipelineOptions): Pipeline {
  const lanes: Array<Lane | undefined> = Array.from({ length: options.connections }, () => undefined);
  let closed = false;

  /**
   * The connection with the fewest statements waiting (the first, among equals): a statement waits
   * behind those sent before it on its connection, so a short read is not put behind a batch of
   * writes when another connection is idle.
   */
  const leastBusy = () => {
    let best = 0;
    for (let i = 1; i < lanes.length; i++) {
      if ((lanes[i]?.waiting ?? 0) < (lanes[best]?.waiting ?? 0)) best = i;
    }
    return best;
  };

  const open = (index: number): Lane => {
    const client = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: options.connectTimeoutMs,
      statement_timeout: options.statementTimeoutMs,
      query_timeout: options.statementTimeoutMs + 1000,
      keepAlive: true,
      options: '-c TimeZone=UTC',
      // biome-ignore lint/suspicious/noExplicitAny: `pipeline` is newer than @types/pg
      ...({ pipeline: true } as any),
    });
    const lane: Lane = { client, corked: false, waiting: 0, ready: client.connect().then(() => client) };
    const drop = () => {
      if (lanes[index] === lane) lanes[index] = undefined;
    };
    client.on('error', drop);
    client.on('end', drop);
    lane.ready.catch(drop);
    lanes[index] = lane;
    return lane;
  };

  /** Sends a statement on a lane: corked until the end of this turn, so the turn's statements leave in one write. */
  const send = async (lane: Lane, sql: string, params: unknown[], name?: string) => {
    const client = await lane.ready;
    // biome-ignore lint/suspicious/noExplicitAny: the socket is not part of pg's public types
    const socket = (client as any).connection?.stream as import('node:net').Socket | undefined;
    if (socket && !lane.corked) {
      lane.corked = true;
      socket.cork();
      setImmediate(() => {
        lane.corked = false;
        socket.uncork();
      });
    }
    return name ? client.query({ name, text: sql, values: params }) : client.query(sql, params);
  };

  return {
    async query(sql, params, name) {
      if (closed) throw new Error('Client was closed and is not queryable');
      const index = leastBusy();
      const lane = lanes[index] ?? open(index);
      // Counted from the choice on, so the statements of one turn spread over the connections.
      lane.waiting += 1;
      try {
        return await send(lane, sql, params, name);
      } finally {
        lane.waiting -= 1;
      }
    },
    async close() {
      closed = true;
      await Promise.all(
        lanes.map(async (lane) => {
          if (!lane) return;
          const client = await lane.ready.catch(() => undefined);
          await client?.end().catch(() => {});
        }),
      );
    },
  };
}
