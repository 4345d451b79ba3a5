// The service clock. Domain code reads time only from here. With TEST_CLOCK=1 the clock runs ahead of
// real time by an offset stored in the database (so every process agrees), or stands frozen at an
// instant stored beside it (issue 31 item 14: tests near an edge of seconds must not depend on the
// machine's speed); refresh() re-reads both and is called at the start of every request and every
// worker tick, so every process reads the same clock.
import type { Queryable } from './db/index.ts';

export interface Clock {
  now(): Date;
  refresh(): Promise<void>;
  /** Moves the test clock forward, frozen or running. */
  advance(seconds: number): Promise<Date>;
  /** Stops the test clock at the instant it reads (true), or lets it run on from there (false). */
  freeze(frozen: boolean): Promise<Date>;
  /** Whether the test clock stands still. */
  readonly frozen: boolean;
  readonly adjustable: boolean;
}

export function systemClock(): Clock {
  const notEnabled = async (): Promise<Date> => {
    throw new Error('The test clock is not enabled');
  };
  return {
    now: () => new Date(),
    refresh: async () => {},
    advance: notEnabled,
    freeze: notEnabled,
    frozen: false,
    adjustable: false,
  };
}

interface ClockRow {
  offset_ms: string | number;
  frozen_ms: string | number | null;
}

const RETURNING = 'RETURNING offset_ms, frozen_ms';

export function testClock(db: Queryable): Clock {
  let offsetMs = 0;
  let frozenMs: number | null = null;
  const now = () => new Date(frozenMs ?? Date.now() + offsetMs);
  const read = (row: ClockRow | undefined) => {
    offsetMs = Number(row?.offset_ms ?? 0);
    frozenMs = row?.frozen_ms == null ? null : Number(row.frozen_ms);
    return now();
  };
  return {
    now,
    async refresh() {
      read((await db.query<ClockRow>('SELECT offset_ms, frozen_ms FROM test_clock WHERE id = 1')).rows[0]);
    },
    async advance(seconds: number) {
      // A frozen instant moves with the offset (NULL stays NULL).
      const { rows } = await db.query<ClockRow>(
        `UPDATE test_clock SET offset_ms = offset_ms + $1, frozen_ms = frozen_ms + $1 WHERE id = 1 ${RETURNING}`,
        [Math.round(seconds * 1000)],
      );
      return read(rows[0]);
    },
    async freeze(frozen: boolean) {
      // Freezing keeps an instant already frozen; unfreezing runs on from the frozen instant.
      const { rows } = await db.query<ClockRow>(
        frozen
          ? `UPDATE test_clock SET frozen_ms = COALESCE(frozen_ms, $1::bigint + offset_ms) WHERE id = 1 ${RETURNING}`
          : `UPDATE test_clock SET offset_ms = COALESCE(frozen_ms - $1::bigint, offset_ms), frozen_ms = NULL WHERE id = 1 ${RETURNING}`,
        [Date.now()],
      );
      return read(rows[0]);
    },
    get frozen() {
      return frozenMs !== null;
    },
    adjustable: true,
  };
}

/** First millisecond of the UTC calendar month containing `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}
