// A request's status as every read shows it (spec §3): the stored status, or `expired` once its
// expiresAt has passed, even before the sweep records it; and which statuses are terminal.
export const REQUEST_STATUSES = ['pending', 'opened', 'completed', 'declined', 'expired', 'voided'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type SubmitterStatus = 'awaiting' | 'opened' | 'completed' | 'declined';

const OPEN_STATUSES: readonly RequestStatus[] = ['pending', 'opened'];

/** SQL for the status a request reads at `$now` (the parameter named by `nowParam`). */
export function effectiveStatusSql(nowParam: string): string {
  return `(CASE WHEN status IN ('pending', 'opened') AND expires_at <= ${nowParam} THEN 'expired' ELSE status END)`;
}

/** The status a request reads at `now`: its stored status, or `expired` once its time is up. */
export function effectiveStatus(row: { status: RequestStatus; expires_at: Date }, now: Date): RequestStatus {
  if (OPEN_STATUSES.includes(row.status) && row.expires_at.getTime() <= now.getTime()) return 'expired';
  return row.status;
}

export function isTerminal(status: RequestStatus): boolean {
  return !OPEN_STATUSES.includes(status);
}
