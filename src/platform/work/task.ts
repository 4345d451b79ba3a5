// What a piece of document work is (issue 43 item 1): a named task whose implementation is loaded on
// first use, in the pool's worker thread (or, with DOCUMENT_THREADS=0, on the service's own thread).
// A feature defines its tasks beside its code (`defineTask('templates.render', () => import(…))`);
// the call site hands the task and its input to the pool (`work.run(task, input, { tenant })`), and
// the worker thread finds the same task by its name: src/document-worker.ts imports every module that
// defines tasks, so each name is registered there as here. Inputs and outputs cross the thread by
// structured clone: plain data, Uint8Arrays, Dates, Maps; no functions or class instances.
import type { Logger } from 'pino';
import type { Config } from '../config.ts';

/** What the worker thread hands every task besides its input. */
export interface TaskContext {
  config: Config;
  log: Pick<Logger, 'warn' | 'error' | 'info'>;
}

export type TaskFunction<I, O> = (input: I, context: TaskContext) => Promise<O> | O;

export interface Task<I, O> {
  readonly name: string;
  /** The implementation, imported on first use (the heavy libraries load with it, where it runs). */
  load(): Promise<TaskFunction<I, O>>;
}

const registry = new Map<string, Task<unknown, unknown>>();

export function defineTask<I, O>(name: string, load: () => Promise<TaskFunction<I, O>>): Task<I, O> {
  if (registry.has(name)) throw new Error(`The document task ${name} is defined twice`);
  let loaded: Promise<TaskFunction<I, O>> | undefined;
  const task: Task<I, O> = {
    name,
    load: () => {
      loaded ??= load();
      return loaded;
    },
  };
  registry.set(name, task as Task<unknown, unknown>);
  return task;
}

/** The task of that name, as the worker thread looks it up. */
export function registeredTask(name: string): Task<unknown, unknown> | undefined {
  return registry.get(name);
}

export function registeredTaskNames(): string[] {
  return [...registry.keys()].sort();
}
