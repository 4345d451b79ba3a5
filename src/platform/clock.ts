// The service clock. Domain code reads time only from here. With TEST_CLOCK=1 the clock runs ahead of
// real time by an offset stored in the database (so every process agrees); refresh() re-reads it and
// is called at the start of every request and every worker tick.
import type { Queryable } from './db/index.ts';

export interface Clock {
  now(): Date;
  refresh(): Promise<void>;
  advance(seconds: number): Promise<Date>;
  readonly adjustable: boolean;
}

export function systemClock(): Clock {
  return {
    now: () => new Date(),
    refresh: async () => {},
    advance: async () => {
      throw new Error('The test clock is not enabled');
    },
    adjustable: false,
  };
}

export function testClock(db: Queryable): Clock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    async refresh() {
      const { rows } = await db.query<{ offset_ms: string | number }>(
        'SELECT offset_ms FROM test_clock WHERE id = 1',
      );
      offsetMs = Number(rows[0]?.offset_ms ?? 0);
    },
    async advance(seconds: number) {
      const { rows } = await db.query<{ offset_ms: string | number }>(
        'UPDATE test_clock SET offset_ms = offset_ms + $1 WHERE id = 1 RETURNING offset_ms',
        [Math.round(seconds * 1000)],
      );
      offsetMs = Number(rows[0].offset_ms);
      return new Date(Date.now() + offsetMs);
    },
    adjustable: true,
  };
}

/** First millisecond of the UTC calendar month containing `at`. */
export function monthStart(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1));
}
