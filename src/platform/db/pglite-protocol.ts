// The messages between the service's thread (pglite-thread.ts) and the thread that owns the embedded
// database (pglite-worker.ts). Every request carries an id and gets one reply with that id; a
// transaction is opened by `begin`, which answers with the transaction's id, and ends with `commit` or
// `rollback`. Values cross by structured clone (Dates, objects and arrays keep their types), and the
// bytes of bytea values are moved with transfer lists instead of being copied again.

export type Request =
  | { op: 'query'; id: number; sql: string; params: unknown[]; tx?: number }
  | { op: 'exec'; id: number; sql: string; tx?: number }
  | { op: 'begin'; id: number }
  | { op: 'commit' | 'rollback'; id: number; tx: number }
  /** Inside transaction `tx`: a checkpoint, then the data directory as one uncompressed tar. */
  | { op: 'dump'; id: number; tx: number }
  | { op: 'listen'; id: number; channel: string }
  | { op: 'unlisten'; id: number; listener: number }
  | { op: 'close'; id: number };

/** A thrown error as it crosses: its name, message and every plain field (code, constraint, detail…). */
export interface WireError {
  name: string;
  message: string;
  fields: Record<string, string | number | boolean>;
}

export type Reply =
  | { id: number; ok: true; value?: unknown }
  | { id: number; ok: false; error: WireError }
  /** A NOTIFY on the channel of listener `listener`. */
  | { notify: number; payload: string };

/** What the worker is started with: where its data lives, or the dump it starts from in memory. */
export interface WorkerStart {
  dataDir?: string;
  snapshot?: ArrayBuffer;
}

/** The worker's first message: ready, or why it could not start. */
export type Started = { started: true } | { started: false; error: WireError };

export function errorToWire(error: unknown): WireError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: WireError['fields'] = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      fields[key] = value;
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** The error again, on this side (its stack is the caller's, which is where a reader looks). */
export function errorFromWire(wire: WireError): Error {
  const error = new Error(wire.message);
  Object.assign(error, wire.fields);
  error.name = wire.name;
  return error;
}

/** A byte array whose memory is its own, which can be moved to the other thread whole. */
const movable = (value: unknown): value is Uint8Array =>
  value instanceof Uint8Array && value.byteOffset === 0 && value.byteLength === value.buffer.byteLength;

/**
 * The array buffers of the byte arrays among these values (and one level of arrays within them), to
 * move with the message: the sender must no longer use them.
 */
export function transferables(values: Iterable<unknown>, into: Set<ArrayBuffer> = new Set()): ArrayBuffer[] {
  for (const value of values) {
    if (movable(value)) into.add(value.buffer as ArrayBuffer);
    else if (Array.isArray(value)) transferables(value.filter(movable), into);
  }
  return [...into];
}

/** The rows' byte arrays, to move with the reply: the worker made them and keeps none. */
export function rowTransferables(rows: unknown[]): ArrayBuffer[] {
  const into = new Set<ArrayBuffer>();
  for (const row of rows) {
    if (row && typeof row === 'object') transferables(Object.values(row), into);
  }
  return [...into];
}

/**
 * Parameters as they leave: each byte array copied once into memory of its own and moved, so that the
 * caller's array (perhaps a view into node's shared buffer pool) stays whole and usable.
 */
export function outgoingParams(params: unknown[]): { params: unknown[]; transfer: ArrayBuffer[] } {
  if (!params.some((p) => p instanceof Uint8Array)) return { params, transfer: [] };
  const copied = params.map((p) => (p instanceof Uint8Array ? new Uint8Array(p) : p));
  return { params: copied, transfer: transferables(copied) };
}

/**
 * Messages leave in batches: everything posted during one turn of the event loop goes in one
 * postMessage at its end (setImmediate, as pipeline.ts corks its sockets), so that the statements of
 * many requests at once (a busy service) cost one wake-up of the other thread instead of one each.
 */
export function outbox<T>(
  send: (items: T[], transfer: ArrayBuffer[]) => void,
): (item: T, transfer?: ArrayBuffer[]) => void {
  let items: T[] = [];
  let transfer: ArrayBuffer[] = [];
  return (item, moved = []) => {
    if (items.length === 0) {
      setImmediate(() => {
        const batch = items;
        const moving = transfer;
        items = [];
        transfer = [];
        send(batch, moving);
      });
    }
    items.push(item);
    transfer.push(...moved);
  };
}
