// The worker thread's side of the pool: a task message in, the task's reply out. The entry
// (src/document-worker.ts) imports every module that defines tasks before it hands messages here.
import { registeredTask, type TaskContext } from './task.ts';
import { errorToWire, type TaskMessage, type TaskReply } from './wire.ts';

export async function runTaskMessage(message: TaskMessage, context: TaskContext): Promise<TaskReply> {
  const task = registeredTask(message.task);
  if (!task) return { ok: false, error: { message: `No document task is named ${message.task}` } };
  try {
    const run = await task.load();
    return { ok: true, value: await run(message.input, context) };
  } catch (error) {
    return { ok: false, error: errorToWire(error) };
  }
}
