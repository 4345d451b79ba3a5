// The lifecycle sweep the worker runs (issue 21): objects released by erasures are deleted every pass
// (a bucket that was away is retried); once a minute of service time, ended requests past their
// workspace's retention are erased, interrupted workspace deletions finished, e-mails and sessions
// past OPERATIONAL_DATA_DAYS forgotten, change-feed events past EVENTS_RETENTION_DAYS deleted, and
// removed members nothing refers to erased. Every step may run in several processes at once. Uploads
// no value referred to, of requests that ended otherwise than by completion, go too
// (lifecycle/attachments.ts).
import { forgetOldEvents } from '../events/feed.ts';
import type { Services } from '../platform/services.ts';
import { sweepUnusedAttachments } from './attachments.ts';
import { resumeWorkspaceDeletions } from './delete-workspace.ts';
import { eraseRemovedMembers, forgetDeliveredMail, forgetEndedSessions } from './operational-data.ts';
import { eraseExpiredRetention } from './retention.ts';

export interface SweepOutcome {
  requestsErased: number;
  workspacesDeleted: number;
  mailForgotten: number;
  sessionsForgotten: number;
  membersErased: number;
  eventsForgotten: number;
  /** Uploads no value referred to, of requests that ended (issue 34). */
  attachmentsDeleted: number;
}

export async function lifecycleSweep(services: Services): Promise<SweepOutcome> {
  const { db, clock, config } = services;
  const workspacesDeleted = await resumeWorkspaceDeletions(services);
  const requestsErased = await eraseExpiredRetention(services);
  const mailForgotten = await forgetDeliveredMail(db, clock, config.operationalDataDays);
  const sessionsForgotten = await forgetEndedSessions(
    db,
    clock,
    config.operationalDataDays,
    config.sessionIdleDays,
  );
  const membersErased = await eraseRemovedMembers(db, clock);
  const eventsForgotten = await forgetOldEvents(db, clock, config.eventsRetentionDays);
  const attachmentsDeleted = await sweepUnusedAttachments(services);
  return {
    requestsErased,
    workspacesDeleted,
    mailForgotten,
    sessionsForgotten,
    membersErased,
    eventsForgotten,
    attachmentsDeleted,
  };
}
