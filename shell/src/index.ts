// Async boundary: the federated singletons are negotiated before any app code runs.
import('./bootstrap');
