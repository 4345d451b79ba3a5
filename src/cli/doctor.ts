// `countersign doctor`: checks what this machine's environment points at, one line per part (ok,
// warning, failed or skipped, and why), and exits 1 when any check failed. A configuration that does
// not load fails alone: the other checks would only repeat its error.

import {
  checkCertificate,
  checkConverter,
  checkDatabase,
  checkRedis,
  checkS3,
  checkSmtp,
  type Outcome,
} from './doctor-checks.ts';
import { oneLine } from './errors.ts';

function line(name: string, outcome: Outcome) {
  process.stdout.write(`${outcome.state.padEnd(8)} ${name.padEnd(14)} ${oneLine(outcome.reason)}\n`);
}

export async function doctor(): Promise<number> {
  const { loadConfig } = await import('../platform/config.ts');
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    line('configuration', { state: 'failed', reason: (error as Error).message });
    return 1;
  }
  line('configuration', {
    state: 'ok',
    reason: `PUBLIC_URL ${config.publicUrl}, DATA_DIR ${config.dataDir}`,
  });
  const checks: Array<[string, () => Promise<Outcome>]> = [
    ['database', () => checkDatabase(config)],
    ['redis', () => checkRedis(config)],
    ['s3', () => checkS3(config)],
    ['smtp', () => checkSmtp(config)],
    ['certificate', () => checkCertificate(config)],
    ['converter', () => checkConverter(config)],
  ];
  // Side by side: a part that does not answer costs its timeout once, not once per check after it.
  const outcomes = await Promise.all(
    checks.map(([, run]) =>
      run().catch((error: Error): Outcome => ({ state: 'failed', reason: error.message })),
    ),
  );
  let failed = 0;
  checks.forEach(([name], i) => {
    line(name, outcomes[i]);
    if (outcomes[i].state === 'failed') failed++;
  });
  process.stdout.write(failed ? `${failed} check(s) failed.\n` : 'No check failed.\n');
  return failed ? 1 : 0;
}
