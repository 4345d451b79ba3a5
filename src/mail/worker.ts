// The background worker: delivers the e-mail outbox and records expired requests. It runs inside
// `npm start` (RUN_WORKER, default on) and may run in as many other processes as wanted; they
// share the work through the outbox's claims. Every MAIL_POLL_MS it refreshes the clock, sweeps
// expired requests, then claims and delivers due messages until none are left.
import type { Logger } from 'pino';
import type { Services } from '../platform/services.ts';
import { expireDueRequests } from '../requests/expiry.ts';
import { effectiveStatus, type RequestRow, type SubmitterRow } from '../requests/read.ts';
import {
  CLAIM_LEASE_MS,
  claimDueMessages,
  markCancelled,
  markFailed,
  markSent,
  type OutboxMessage,
  renderOutboxMessage,
} from './delivery.ts';
import { createMailTransport, DeliveryError, type MailTransport, messageIdFor } from './transport.ts';

const BATCH = 10;
/** How often a worker looks for document objects no row refers to (DOCUMENT_STORE_URL only). */
const ORPHAN_SWEEP_EVERY_MS = 5 * 60_000;

export interface Worker {
  stop(): Promise<void>;
}

export interface WorkerOptions {
  pollMs?: number;
  transport?: MailTransport;
}

export function startWorker(services: Services, options: WorkerOptions = {}): Worker {
  const { clock, config } = services;
  const log = services.log.child({ component: 'worker' });
  const transport = options.transport ?? createMailTransport(config);
  const pollMs = options.pollMs ?? config.mailPollMs;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let nextOrphanSweep = 0;

  const tick = async () => {
    try {
      await clock.refresh();
      const expired = await expireDueRequests(services.db, clock);
      services.metrics.expirySweeps.inc();
      services.metrics.requestsExpired.inc(expired);
      if (expired > 0) log.info({ expired }, 'signature requests expired');
      while (!stopping) {
        const batch = await claimDueMessages(services.db, clock, BATCH);
        await Promise.all(batch.map((message) => deliver(services, transport, log, message)));
        if (batch.length < BATCH) break;
      }
      if (services.documents.kind !== 'database' && clock.now().getTime() >= nextOrphanSweep) {
        nextOrphanSweep = clock.now().getTime() + ORPHAN_SWEEP_EVERY_MS;
        services.metrics.documentOrphansSwept.inc(await services.documents.sweepOrphans());
      }
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

/** Whether an invitation or reminder still makes sense: its request open, its signer yet to act. */
async function stillWanted(services: Services, message: OutboxMessage): Promise<boolean> {
  if (message.kind !== 'invitation' && message.kind !== 'reminder') return true;
  if (!message.requestId || !message.submitterId) return true;
  const { rows } = await services.db.query<
    Pick<RequestRow, 'status' | 'expires_at'> & { submitter_status: SubmitterRow['status'] }
  >(
    `SELECT r.status, r.expires_at, s.status AS submitter_status
       FROM signature_requests r JOIN submitters s ON s.request_id = r.id
      WHERE r.id = $1 AND s.id = $2`,
    [message.requestId, message.submitterId],
  );
  const row = rows[0];
  if (!row) return false;
  const status = effectiveStatus(row, services.clock.now());
  return (
    (status === 'pending' || status === 'opened') && ['awaiting', 'opened'].includes(row.submitter_status)
  );
}

async function deliver(services: Services, transport: MailTransport, log: Logger, message: OutboxMessage) {
  const { db, clock, config } = services;
  const context = { messageId: message.id, kind: message.kind, attempt: message.attempts };
  try {
    if (!(await stillWanted(services, message))) {
      await markCancelled(db, message.id, 'request or signer no longer waiting');
      return;
    }
    const rendered = renderOutboxMessage(message, {
      publicUrl: config.publicUrl,
      tokenSecret: services.tokenSecret,
    });
    const attachments = [];
    for (const a of message.attachments) {
      const bytes = await services.documents.get(a.documentId);
      if (!bytes) throw new DeliveryError(`attachment ${a.documentId} is missing`, false);
      attachments.push({ filename: a.filename, contentType: a.contentType, content: Buffer.from(bytes) });
    }
    await transport.send({
      messageId: messageIdFor(message.id, config.mailFrom),
      to: { email: message.toEmail, name: message.toName },
      subject: rendered.subject,
      text: rendered.text,
      html: rendered.html,
      attachments,
    });
    await recordSent(services, message.id, transport.kind);
    services.metrics.mailDeliveries.inc({ kind: message.kind, transport: transport.kind });
    if (transport.kind === 'mailbox') {
      // Without SMTP the log is where an operator finds the link to hand out (CONTRACT §7).
      log.info(
        { ...context, to: message.toEmail, subject: rendered.subject, link: rendered.link },
        'e-mail kept in the local mailbox',
      );
    } else {
      log.info({ ...context }, 'e-mail sent');
    }
  } catch (error) {
    const permanent = error instanceof DeliveryError && error.permanent;
    const reason = error instanceof Error ? error.message : String(error);
    const outcome = await markFailed(db, clock, message, reason, permanent).catch(() => 'unrecorded');
    services.metrics.mailDeliveryFailures.inc({ kind: message.kind, outcome });
    log.warn({ ...context, outcome, reason }, 'e-mail delivery failed');
  }
}

/**
 * The transport has accepted the message: recording that must survive a database outage, or the
 * message would be sent again once its lease ends. Retried with backoff until it holds or the lease
 * is nearly over (then the lease brings the message back: at least once, with the same Message-ID).
 */
async function recordSent(services: Services, id: string, via: 'smtp' | 'mailbox') {
  const deadline = Date.now() + CLAIM_LEASE_MS - 30_000;
  for (let delay = 200; ; delay = Math.min(delay * 2, 5000)) {
    try {
      return await markSent(services.db, services.clock, id, via);
    } catch (error) {
      if (Date.now() + delay > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}
