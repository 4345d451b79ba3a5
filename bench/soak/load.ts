// The soak's clients: a bounded number of loops, each picking a call at random across the nodes (as a
// load balancer that knows nothing of their health would): sends with an idempotency key (a send
// whose answer was an error or never came is sent again later with the same key and body), polls,
// list pages, the signer's flow through the signing routes (page, open, complete), reminders,
// downloads of executed documents and their verification.
import { randomBytes } from 'node:crypto';
import { request } from '../../test/helpers.ts';
import type { Answer, CallLog } from './calls.ts';
import { ADMIN, type ServiceNode } from './topology.ts';

export const SUBMISSIONS = '/api/v1/esign/submissions';

const TEMPLATE = {
  name: 'Soak NDA',
  kind: 'flow',
  roles: [{ name: 'Client' }, { name: 'Company' }],
  body: '# Mutual NDA\n\nBetween {{clientName}} and Acme Ltd.',
  variables: [{ key: 'clientName', label: 'Client name', type: 'text', required: true }],
};

/** Statuses a call may answer in a healthy run; anything else is reported. */
export const EXPECTED: Record<string, number[]> = {
  send: [200, 201],
  poll: [200],
  list: [200],
  'sign page': [200],
  // 409: the signer's answer was lost and the call repeated, or the request closed meanwhile.
  'sign open': [200, 409],
  'sign complete': [200, 409],
  remind: [200, 409, 429],
  download: [200],
  verify: [200],
};

export interface SentRequest {
  key: string;
  body: Record<string, unknown>;
  id?: string;
  signingUrls?: string[];
  completed: boolean;
  busy: boolean;
}

export interface Tenant {
  workspaceId: string;
  apiKey: string;
  templateId: string;
}

export async function createTenant(base: string): Promise<Tenant> {
  const admin = async (method: string, path: string, body?: unknown) => {
    const reply = await request(base, method, `/admin/v1${path}`, { token: ADMIN, body });
    if (reply.status >= 300)
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const ws = await admin('POST', '/workspaces', { name: 'Soak', plan: 'enterprise' });
  const member = await admin('POST', `/workspaces/${ws.id}/members`, {
    email: 'owner@soak.test',
    name: 'Owner',
  });
  const { key } = await admin('POST', `/workspaces/${ws.id}/api-keys`, { memberId: member.id });
  const template = await request(base, 'POST', '/api/v1/templates', { token: key, body: TEMPLATE });
  if (template.status !== 201) throw new Error(`template: ${template.status}`);
  await request(base, 'POST', `/api/v1/templates/${template.body.id}/publish`, { token: key });
  return { workspaceId: ws.id, apiKey: key, templateId: template.body.id };
}

export class Load {
  readonly sent = new Map<string, SentRequest>();
  private stopping = false;
  private loops: Promise<void>[] = [];
  private counter = 0;
  /** A tag for this run, so that every recipient address is unique to it. */
  private readonly run = randomBytes(3).toString('hex');

  constructor(
    private readonly calls: CallLog,
    private readonly nodes: ServiceNode[],
    private readonly tenant: Tenant,
  ) {}

  private node() {
    return this.nodes[Math.floor(Math.random() * this.nodes.length)];
  }

  private pick(filter: (s: SentRequest) => boolean): SentRequest | undefined {
    const candidates = [...this.sent.values()].filter((s) => !s.busy && filter(s));
    return candidates[Math.floor(Math.random() * candidates.length)];
  }

  /** Sends a new request, or again one whose earlier attempt got no answer it could trust. */
  async send(): Promise<SentRequest> {
    let sent = this.pick((s) => !s.id);
    if (!sent) {
      const n = ++this.counter;
      const key = `soak-${this.run}-${n}`;
      sent = {
        key,
        completed: false,
        busy: false,
        body: {
          templateId: this.tenant.templateId,
          submitters: [
            { role: 'Client', name: 'Cleo Client', email: `client-${this.run}-${n}@soak.test` },
            { role: 'Company', name: 'Cody Company', email: `company-${this.run}-${n}@soak.test` },
          ],
          values: { clientName: `Client ${n}` },
          idempotencyKey: key,
        },
      };
      this.sent.set(key, sent);
    }
    sent.busy = true;
    try {
      const answer = await this.calls.call('send', this.node(), 'POST', SUBMISSIONS, {
        token: this.tenant.apiKey,
        json: sent.body,
      });
      if (answer.outcome === 200 || answer.outcome === 201) {
        sent.id = answer.body.id;
        sent.signingUrls = answer.body.submitters.map((s: { signingUrl: string }) => s.signingUrl);
      }
    } finally {
      sent.busy = false;
    }
    return sent;
  }

  private poll(sent: SentRequest): Promise<Answer> {
    return this.calls.call('poll', this.node(), 'GET', `${SUBMISSIONS}/${sent.id}`, {
      token: this.tenant.apiKey,
    });
  }

  /** The next signer signs, as the signing page does: the page, `open`, then `complete`. */
  async sign(sent: SentRequest): Promise<void> {
    const polled = await this.poll(sent);
    if (polled.outcome !== 200) return;
    if (polled.body.status === 'completed') {
      sent.completed = true;
      return;
    }
    const index = polled.body.submitters.findIndex((s: { status: string }) => s.status !== 'completed');
    if (index < 0) return;
    const path = new URL(sent.signingUrls![index]).pathname;
    const page = await this.calls.call('sign page', this.node(), 'GET', path);
    if (page.outcome !== 200) return;
    const opened = await this.calls.call('sign open', this.node(), 'POST', `${path}/open`);
    if (opened.outcome !== 200) return;
    const done = await this.calls.call('sign complete', this.node(), 'POST', `${path}/complete`, {
      json: {
        consent: true,
        signature: { type: 'typed', text: index === 0 ? 'Cleo Client' : 'Cody Company' },
      },
    });
    if (done.outcome === 200 && done.body.requestStatus === 'completed') sent.completed = true;
  }

  /**
   * Downloads the executed document; with `verify`, /verify judges it. A verdict other than `valid`
   * throws; `verified` tells whether a verdict came at all (a node may be down).
   */
  async download(
    sent: SentRequest,
    verify: boolean,
  ): Promise<{ bytes: Uint8Array; verified: boolean } | undefined> {
    const path = `${SUBMISSIONS}/${sent.id}/document`;
    const answer = await this.calls.call('download', this.node(), 'GET', path, { token: this.tenant.apiKey });
    if (answer.outcome !== 200 || !(answer.body instanceof Uint8Array)) return undefined;
    if (!verify) return { bytes: answer.body, verified: false };
    const verdict = await this.calls.call('verify', this.node(), 'POST', '/verify', {
      bytes: answer.body,
      accept: 'application/json',
    });
    if (verdict.outcome === 200 && verdict.body.result !== 'valid')
      throw new Error(`request ${sent.id}: /verify says ${verdict.body.result}`);
    return { bytes: answer.body, verified: verdict.outcome === 200 };
  }

  private async step(): Promise<void> {
    const roll = Math.random() * 12;
    const busy = async (sent: SentRequest | undefined, work: (s: SentRequest) => Promise<unknown>) => {
      if (!sent) return this.send();
      sent.busy = true;
      try {
        await work(sent);
      } finally {
        sent.busy = false;
      }
    };
    if (roll < 3) await this.send();
    else if (roll < 6)
      await busy(
        this.pick((s) => !!s.id),
        (s) => this.poll(s),
      );
    else if (roll < 7)
      await this.calls.call('list', this.node(), 'GET', `${SUBMISSIONS}?limit=25`, {
        token: this.tenant.apiKey,
      });
    else if (roll < 10)
      await busy(
        this.pick((s) => !!s.id && !s.completed),
        (s) => this.sign(s),
      );
    else if (roll < 11)
      await busy(
        this.pick((s) => !!s.id && !s.completed),
        (s) =>
          this.calls.call('remind', this.node(), 'POST', `${SUBMISSIONS}/${s.id}/remind`, {
            token: this.tenant.apiKey,
          }),
      );
    else
      await busy(
        this.pick((s) => s.completed),
        (s) => this.download(s, Math.random() < 0.5),
      );
  }

  start(concurrency: number) {
    for (let i = 0; i < concurrency; i++) {
      this.loops.push(
        (async () => {
          while (!this.stopping) {
            const before = this.calls.records.length;
            await this.step().catch((error) => this.failures.push((error as Error).message));
            // A client that got an error waits a little before its next call, as clients do.
            const last = this.calls.records.slice(before);
            if (last.some((r) => typeof r.outcome !== 'number' || r.outcome >= 500))
              await new Promise((r) => setTimeout(r, 500));
          }
        })(),
      );
    }
  }

  /** Failures the loops found themselves (a document that does not verify). */
  readonly failures: string[] = [];

  async stop() {
    this.stopping = true;
    await Promise.all(this.loops);
  }

  /** After the faults: every send still without an answer is sent again until it gets one. */
  async settleSends(deadlineMs: number) {
    const deadline = Date.now() + deadlineMs;
    for (;;) {
      const open = [...this.sent.values()].filter((s) => !s.id);
      if (open.length === 0) return;
      if (Date.now() > deadline) throw new Error(`${open.length} sends never got an answer`);
      for (const _ of open) await this.send();
      if ([...this.sent.values()].some((s) => !s.id)) await new Promise((r) => setTimeout(r, 1000));
    }
  }
}
