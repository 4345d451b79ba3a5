// How wrong codes lock a signing link (issue 24 item 2; longer each time since issue 31 item 4). The
// submitter's `verification_failures` counts wrong codes since the signer last passed the check (or
// the sender last reminded them after a lock that waits for them): every fifth locks the link, for
// 15 minutes, then 1 hour, then 24 hours, and the twentieth until the sender reminds the signer,
// who hears of it by e-mail. Read by the check (signing/verification) and by the reminder (remind.ts),
// which is the sender's way to unlock it.

export const FAILURES_PER_LOCK = 5;
/** The lock after the first, second and third five wrong codes. */
export const LOCK_STEPS_MS = [15 * 60_000, 60 * 60_000, 24 * 60 * 60_000] as const;
/** Wrong codes after which the link stays locked until the sender reminds the signer. */
export const FAILURES_UNTIL_REMINDED = FAILURES_PER_LOCK * (LOCK_STEPS_MS.length + 1);

/** What the `failures`-th wrong code in a row does: nothing yet, a lock of some ms, or the lock until reminded. */
export function lockAfter(failures: number): number | 'until_reminded' | null {
  if (failures >= FAILURES_UNTIL_REMINDED) return 'until_reminded';
  if (failures % FAILURES_PER_LOCK !== 0) return null;
  return LOCK_STEPS_MS[failures / FAILURES_PER_LOCK - 1] ?? null;
}

/** Whether the link waits for the sender's reminder. */
export const lockedUntilReminded = (failures: number) => failures >= FAILURES_UNTIL_REMINDED;

/** Wrong codes left before the next lock. */
export const attemptsBeforeLock = (failures: number) => FAILURES_PER_LOCK - (failures % FAILURES_PER_LOCK);
