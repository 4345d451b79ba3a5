// A worker thread of the document-work pool (src/platform/work/pool.ts, issue 43): it knows every
// document task by name because it imports every module that defines them, and runs each message
// piscina hands it with the service's configuration (given as the thread's workerData). Built, it is
// dist/document-worker.mjs beside the chunk that starts it.
//
// The thread lowers its own scheduling priority (Linux keeps a nice value per thread): when the cores
// are all busy, the service's thread, which answers everyone, gets them first, and document work
// takes what is left. On an idle machine it changes nothing.
import { setPriority } from 'node:os';
import { workerData } from 'node:worker_threads';
import pino from 'pino';
import type { Config } from './platform/config.ts';
import { LOG_REDACT } from './platform/log-destination.ts';
import type { TaskContext } from './platform/work/task.ts';
import type { TaskMessage } from './platform/work/wire.ts';
import { runTaskMessage } from './platform/work/worker-side.ts';
import './document-tasks.ts';

/** The nice value of a document thread: 10, where the service's thread runs at its own (0). */
const DOCUMENT_THREAD_NICE = 10;
try {
  setPriority(DOCUMENT_THREAD_NICE);
} catch {
  // A system that refuses: the thread runs at the process's priority.
}

const config = (workerData as { config: Config }).config;
// With tracing configured, the thread traces its own calls (the time-stamping authority), each task
// as a child of the caller's span; without, OpenTelemetry is never loaded here either.
const tracing = config.tracing ? await import('./platform/tracing.ts') : undefined;
await tracing?.startThreadTracing(config.tracing!);
const context: TaskContext = {
  config,
  log: pino({
    level: config.logLevel,
    base: { component: 'documents' },
    redact: { paths: LOG_REDACT, censor: '[redacted]' },
  }),
};

export default function run(message: TaskMessage) {
  if (!tracing) return runTaskMessage(message, context);
  return tracing.withParent(message.trace, () => runTaskMessage(message, context));
}
