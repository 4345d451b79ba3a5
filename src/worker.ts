// The background worker of a Countersign process: the e-mail loop (mail/worker.ts) with the passes
// the features give it. Before delivery, expired requests are recorded (their unsent invitations
// withdrawn) and, once a minute of service time, due automatic reminders are queued; beside it,
// executed documents sealed while the time-stamping authority was away get their timestamp; after
// it, the objects erasures released are deleted, once a minute of service time the lifecycle sweep
// runs (retention, forgetting, deletions), and every five minutes orphaned objects in a bucket are
// swept. It runs inside `npm start` (RUN_WORKER, default on) and in `npx countersign worker`; any
// number of processes may run it.
import { lifecycleSweep } from './lifecycle/sweep.ts';
import { type Pass, startMailWorker, type Worker, type WorkerOptions } from './mail/worker.ts';
import type { Services } from './platform/services.ts';
import { sendDueReminders } from './requests/auto-remind.ts';
import { expireDueRequests } from './requests/expiry.ts';
import { addPendingTimestamps } from './signing/document-timestamps.ts';

export type { Worker } from './mail/worker.ts';

/** How often (service time) the lifecycle sweep runs: retention, forgetting, deletions. */
const LIFECYCLE_SWEEP_EVERY_MS = 60_000;
/** How often (service time) automatic reminders are looked for: they are days apart. */
const AUTO_REMIND_EVERY_MS = 60_000;
/** How often orphaned objects in a bucket are looked for (DOCUMENT_STORE_URL only). */
const ORPHAN_SWEEP_EVERY_MS = 5 * 60_000;

/** A pass that runs at most once every `everyMs` of service time. */
function every(services: Services, everyMs: number, pass: Pass): Pass {
  let next = 0;
  return async (log) => {
    if (services.clock.now().getTime() < next) return;
    next = services.clock.now().getTime() + everyMs;
    await pass(log);
  };
}

export function startWorker(
  services: Services,
  options: Pick<WorkerOptions, 'pollMs' | 'transport'> = {},
): Worker {
  const { db, clock, metrics, documents } = services;
  return startMailWorker(services, {
    ...options,
    before: [
      async (log) => {
        const expired = await expireDueRequests(db, clock);
        metrics.expirySweeps.inc();
        metrics.requestsExpired.inc(expired);
        if (expired > 0) log.info({ expired }, 'signature requests expired');
      },
      // After expiry: a request that has just expired is reminded of nothing.
      every(services, AUTO_REMIND_EVERY_MS, async (log) => {
        const reminded = await sendDueReminders(db, clock);
        if (reminded > 0) log.info({ reminded }, 'automatic reminders queued');
      }),
    ],
    beside: [
      async (log) => {
        const stamped = await addPendingTimestamps(services);
        if (stamped > 0) log.info({ stamped }, 'executed documents timestamped');
      },
    ],
    after: [
      every(services, LIFECYCLE_SWEEP_EVERY_MS, async (log) => {
        const swept = await lifecycleSweep(services);
        if (Object.values(swept).some((n) => n > 0)) log.info(swept, 'lifecycle sweep');
      }),
      // Objects released by an erasure whose bucket was away when it committed.
      async () => {
        await documents.purgeReleased();
      },
      every(services, ORPHAN_SWEEP_EVERY_MS, async () => {
        if (documents.kind !== 'database') metrics.documentOrphansSwept.inc(await documents.sweepOrphans());
      }),
    ],
  });
}
