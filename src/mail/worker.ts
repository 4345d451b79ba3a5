// The e-mail worker's loop: every MAIL_POLL_MS it refreshes the clock, runs the passes it was given to
// run first, then claims and delivers due messages until none are left (side by side with the passes
// given to run beside delivery), then the passes given to run after. Any number of processes may run
// it; they share the work through the outbox's claims. Which passes a process runs (expiry,
// timestamps, the lifecycle sweep) is composed above the features, in src/worker.ts.
import type { Logger } from 'pino';
import type { Services } from '../platform/services.ts';
import {
  CLAIM_LEASE_MS,
  type ClaimedMessage,
  claimDueMessages,
  deliverToMailbox,
  markCancelled,
  markFailed,
  markSent,
  NO_LONGER_WAITING,
  outboxLink,
  outgoingMail,
  releaseClaim,
} from './delivery.ts';
import { createMailTransport, DeliveryError, type MailTransport } from './transport.ts';

/**
 * Messages claimed at a time: sent side by side over SMTP, so a few; the local mailbox does no I/O
 * per message (delivery is the row being marked), so many.
 */
const BATCH = { smtp: 10, mailbox: 100 } as const;

export interface Worker {
  stop(): Promise<void>;
}

/** Work a pass of the loop does besides delivering e-mail; it logs through the worker's logger. */
export type Pass = (log: Logger) => Promise<void>;

export interface WorkerOptions {
  pollMs?: number;
  transport?: MailTransport;
  /** Before delivery (expiry: an invitation of an expired request is withdrawn, not sent). */
  before?: Pass[];
  /** Side by side with delivery (a slow time-stamping authority must not hold up the e-mail). */
  beside?: Pass[];
  /** After delivery (sweeps). */
  after?: Pass[];
}

export function startMailWorker(services: Services, options: WorkerOptions = {}): Worker {
  const { clock, config } = services;
  const log = services.log.child({ component: 'worker' });
  const transport = options.transport ?? createMailTransport(config);
  const pollMs = options.pollMs ?? config.mailPollMs;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const record = coalesce<string>((ids) => recordSent(services, ids, transport.kind));

  const tick = async () => {
    try {
      await clock.refresh();
      for (const pass of options.before ?? []) await pass(log);
      const beside = Promise.all(
        (options.beside ?? []).map((pass) =>
          pass(log).catch((error) =>
            log.warn({ err: error }, 'worker pass failed; retrying on the next one'),
          ),
        ),
      );
      // The local mailbox takes messages without attachments in one statement each pass (no claim).
      while (!stopping && transport.kind === 'mailbox') {
        const settled = await deliverToMailbox(services.db, clock, BATCH.mailbox);
        for (const message of settled) if (message.stillWanted) delivered(services, transport, log, message);
        if (settled.length < BATCH.mailbox) break;
      }
      while (!stopping) {
        const batch = await claimDueMessages(services.db, clock, BATCH[transport.kind]);
        await Promise.all(
          batch.map((message) => deliver(services, transport, log, message, record, () => stopping)),
        );
        if (batch.length < BATCH[transport.kind]) break;
      }
      // A stopping worker starts no sweep: they resume on whichever process runs next.
      for (const pass of options.after ?? []) if (!stopping) await pass(log);
      await beside;
    } catch (error) {
      log.warn({ err: error }, 'worker pass failed; retrying on the next one');
    }
  };

  const schedule = () => {
    if (stopping) return;
    timer = setTimeout(() => {
      running = tick().then(schedule);
    }, pollMs);
  };
  running = tick().then(schedule);
  log.info({ transport: transport.kind, pollMs }, 'e-mail worker started');

  return {
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
      transport.close();
    },
  };
}

/** Records a message as sent; the messages a pass delivers together are recorded by one statement. */
type SentRecorder = (id: string) => Promise<void>;

async function deliver(
  services: Services,
  transport: MailTransport,
  log: Logger,
  message: ClaimedMessage,
  recordSent: SentRecorder,
  stopping: () => boolean,
) {
  const { db, clock, config } = services;
  const context = { messageId: message.id, kind: message.kind, attempt: message.attempts };
  try {
    if (!message.stillWanted) {
      await markCancelled(db, message.id, NO_LONGER_WAITING);
      return;
    }
    const mail = await outgoingMail(
      message,
      { publicUrl: config.publicUrl, tokenSecret: services.tokenSecret, mailFrom: config.mailFrom },
      services.documents,
    );
    // Claimed as the process was told to stop, not yet handed to the SMTP server: given back, so
    // another worker sends it now rather than after the lease (nothing sent, nothing lost).
    if (stopping()) {
      await releaseClaim(db, message);
      log.info(context, 'e-mail claim released on shutdown');
      return;
    }
    await transport.send(mail);
    await recordSent(message.id);
    delivered(services, transport, log, message);
  } catch (error) {
    const permanent = error instanceof DeliveryError && error.permanent;
    const reason = error instanceof Error ? error.message : String(error);
    const outcome = await markFailed(db, clock, message, reason, permanent).catch(() => 'unrecorded');
    services.metrics.mailDeliveryFailures.inc({ kind: message.kind, outcome });
    log.warn({ ...context, outcome, reason }, 'e-mail delivery failed');
  }
}

/** Counts and logs a delivered message. */
function delivered(services: Services, transport: MailTransport, log: Logger, message: ClaimedMessage) {
  services.metrics.mailDeliveries.inc({ kind: message.kind, transport: transport.kind });
  const context = { messageId: message.id, kind: message.kind, attempt: message.attempts };
  if (transport.kind === 'mailbox') {
    // Without SMTP the log is where an operator finds the link to hand out (CONTRACT §7); who it is
    // for is in the mailbox (npx countersign mailbox), not in the log.
    const link = outboxLink(message, {
      publicUrl: services.config.publicUrl,
      tokenSecret: services.tokenSecret,
    });
    log.info({ ...context, link }, 'e-mail kept in the local mailbox');
  } else {
    log.info(context, 'e-mail sent');
  }
}

/**
 * The transport has accepted the message: recording that must survive a database outage, or the
 * message would be sent again once its lease ends. Retried with backoff until it holds or the lease
 * is nearly over (then the lease brings the message back: at least once, with the same Message-ID).
 */
async function recordSent(services: Services, ids: string[], via: 'smtp' | 'mailbox') {
  const deadline = Date.now() + CLAIM_LEASE_MS - 30_000;
  for (let delay = 200; ; delay = Math.min(delay * 2, 5000)) {
    try {
      return await markSent(services.db, services.clock, ids, via);
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Calls `fn` once for all the items handed in during one turn of the event loop (messages a pass
 * delivers together finish together), and settles every caller with that one call's outcome.
 */
function coalesce<T>(fn: (items: T[]) => Promise<void>): (item: T) => Promise<void> {
  let waiting: { item: T; settle: { resolve: () => void; reject: (error: unknown) => void } }[] = [];
  const flush = () => {
    const batch = waiting;
    waiting = [];
    fn(batch.map((w) => w.item)).then(
      () => {
        for (const w of batch) w.settle.resolve();
      },
      (error) => {
        for (const w of batch) w.settle.reject(error);
      },
    );
  };
  return (item) =>
    new Promise<void>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ item, settle: { resolve, reject } });
    });
}
