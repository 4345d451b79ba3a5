// A worker thread of the document pool started from the TypeScript sources (a process run through
// tsx, src/platform/work/pool.ts): tsx's loader is registered in this thread before the entry loads,
// so that the tasks' own imports (loaded on first use) are compiled too. The built service runs
// dist/document-worker.mjs instead.
import { register } from 'tsx/esm/api';

register();
const { default: run } = await import(new URL('../src/document-worker.ts', import.meta.url).href);
export default run;
