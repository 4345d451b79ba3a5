// Plans and their monthly signature-request allowance (spec §8, CONTRACT §3).

export const PLANS = [
  'free',
  'starter',
  'professional',
  'max',
  'team_standard',
  'team_premium',
  'enterprise',
] as const;
export type Plan = (typeof PLANS)[number];

/** Requests per calendar month; null = unlimited; 0 = the plan has no e-signatures. */
const ALLOWANCE: Record<Plan, number | null> = {
  free: 0,
  starter: 1,
  professional: 10,
  max: 25,
  team_standard: 50,
  team_premium: 100,
  enterprise: null,
};

export function monthlyAllowance(plan: string): number | null {
  // `in`, not `??`: Enterprise's null (unlimited) must not read as 0 (no e-signatures).
  return plan in ALLOWANCE ? ALLOWANCE[plan as Plan] : 0;
}

export function planIncludesESignatures(plan: string): boolean {
  return monthlyAllowance(plan) !== 0;
}
