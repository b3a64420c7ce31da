import { nextTask } from './features/hydration/next-task';

// Async boundary: the federated singletons are negotiated before any app code runs.
// In a task of its own: evaluating this file (the federation runtime) and
// requesting the app's chunks are each a long task on a phone (decision 062).
void nextTask().then(() => import('./bootstrap'));
