// How the CLI fails: every error is one plain sentence on stderr and a non-zero exit. A UsageError
// (exit 2) is a command typed wrong; a CliError (exit 1) is anything that went wrong running it.
export class UsageError extends Error {}

export class CliError extends Error {}

/** Writes the sentence and exits: 2 for a command typed wrong, 1 for everything else. */
export function fail(error: unknown): never {
  const parseError = (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
  const usage = error instanceof UsageError || parseError;
  const message = oneLine((error as Error)?.message ?? String(error));
  process.stderr.write(
    usage ? `${message.replace(/\.$/, '')}. Run "countersign --help" for the commands.\n` : `${message}\n`,
  );
  process.exit(usage ? 2 : 1);
}

/** A message on one line, without a stack. */
export const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();
