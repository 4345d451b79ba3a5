// Pattern checks too costly for the service's thread (rules.ts INLINE_PATTERN_COST), as a task of the
// pool (issue 43 item 3): a template made before patterns were bounded, or the longest values, are
// checked on a worker thread within its time budget.
import { defineTask } from '../platform/work/task.ts';

export const matchPatternsTask = defineTask('templates.matchPatterns', async () => {
  const { matchesPattern } = await import('./rules.ts');
  return (input: { pairs: Array<[pattern: string, value: string]> }) =>
    input.pairs.map(([pattern, value]) => matchesPattern(pattern, value));
});
