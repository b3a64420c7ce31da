import { nextTask } from './lib/next-task';

// Async boundary: the federated singletons are negotiated before any app code runs.
// Each step in a task of its own, as each is a long task on a phone (decision 062):
// evaluating this file (the federation runtime), evaluating react-dom, then the app.
void nextTask()
  .then(() => import('react-dom/client'))
  .then(nextTask)
  .then(() => import('./bootstrap'));
