// The pool's own probe: a task that tells which thread ran it, and on request stays busy for a while
// or takes memory, so the pool's budgets, fairness and isolation can be checked against the real
// threads (test/document-pool.test.ts, bench/isolation.ts) without a hostile document at hand.
import { threadId } from 'node:worker_threads';
import { defineTask } from './task.ts';

export interface ProbeInput {
  /** Milliseconds of CPU to spend before answering. */
  busyMs?: number;
  /** Megabytes of heap to hold (in 1 MB arrays) before answering: past the heap limit, the thread dies. */
  holdMb?: number;
  /** An error to throw, as a task that failed would. */
  fail?: string;
}

export const probeTask = defineTask('work.probe', async () => (input: ProbeInput) => {
  const held: number[][] = [];
  for (let mb = 0; mb < (input.holdMb ?? 0); mb++) held.push(new Array(131_072).fill(mb));
  const end = performance.now() + (input.busyMs ?? 0);
  while (performance.now() < end);
  if (input.fail) throw new Error(input.fail);
  return { threadId, held: held.length };
});
