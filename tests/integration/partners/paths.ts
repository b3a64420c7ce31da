import { join } from 'node:path';
export { apiOrigin } from '../../support/fixtures';
export const repoRoot = join(import.meta.dirname, '../../..');
