// Every module that defines document tasks (platform/work/task.ts), imported for their definitions:
// a worker thread of the pool (document-worker.ts) and a documents node (server-documents.ts) find
// each task by its name only once these have run. A new module of tasks is added here.
import './platform/work/probe-task.ts';
import './signing/document-tasks.ts';
import './templates/document-tasks.ts';
import './templates/pattern-task.ts';
import './templates/render/render-task.ts';
import './verify/document-tasks.ts';
