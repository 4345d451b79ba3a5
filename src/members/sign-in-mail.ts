// E-mailed sign-in links, written after the answer (issue 25). `POST /app/sign-in` answers the same
// page whether or not the address belongs to a member; if the link and its e-mail were written
// before answering, a known address would answer measurably later than an unknown one. So the page
// does the same work for every address (validation and the asking limits) and hands the address to
// this queue, which looks it up and writes the link and the outbox e-mail once the answer is out.
//
// It also bounds mail-bombing without letting strangers lock a member out: at most
// SIGN_IN_MAILS_PER_ADDRESS e-mails per address an hour are sent; asks beyond that are answered
// alike and silently send nothing. A member can still sign in with a passkey or SSO, which never
// look at these counters. An ask lost to a crash between the answer and the write costs one more ask.

import type { Clock } from '../platform/clock.ts';
import type { Db } from '../platform/db/index.ts';
import type { Limiter } from '../platform/rate-limit.ts';
import { requestSignInLinks } from './sign-in.ts';

/** The window of SIGN_IN_MAILS_PER_ADDRESS. */
export const SIGN_IN_MAIL_WINDOW_SECONDS = 60 * 60;

interface Deps {
  db: Db;
  clock: Clock;
  secret: Buffer;
  /** Counts sign-in e-mails per address (lower case); refusing means not sending. */
  mailsPerAddress: Limiter;
  onError: (error: unknown) => void;
}

/** What the response a task waits for looks like: Node's ServerResponse has these events. */
interface Finishing {
  once(event: 'finish' | 'close', listener: () => void): unknown;
}

export class SignInMailQueue {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly deps: Deps) {
    queues.set(deps.db, this);
  }

  /**
   * Looks up `email` and queues its links once `response` has been sent (or its client has gone):
   * the answer never waits for, nor depends on, whether the address is a member's.
   */
  afterResponse(response: Finishing, email: string, pageLanguage?: string): void {
    const task = new Promise<void>((resolve) => {
      let started = false;
      const start = () => {
        if (started) return;
        started = true;
        // The next turn of the event loop, so the answer's bytes leave before any of this work.
        setImmediate(resolve);
      };
      response.once('finish', start);
      response.once('close', start);
    })
      .then(async () => {
        await this.send(email, pageLanguage);
      })
      .catch(this.deps.onError)
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Sends now (the work `afterResponse` defers); the number of links queued. */
  async send(email: string, pageLanguage?: string): Promise<number> {
    const { db, clock, secret, mailsPerAddress } = this.deps;
    return requestSignInLinks(db, clock, secret, email, pageLanguage, async () => {
      const state = await mailsPerAddress.consume(email.toLowerCase());
      return state.allowed;
    });
  }

  /** Resolves once every deferred ask has been written (or has failed). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }
}

const queues = new WeakMap<Db, SignInMailQueue>();

/** Waits for the sign-in e-mails asked for against this database (tests read the outbox after it). */
export async function signInMailSettled(db: Db): Promise<void> {
  await queues.get(db)?.idle();
}
