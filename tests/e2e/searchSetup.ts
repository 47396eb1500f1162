import { existsSync } from 'node:fs';
import path from 'node:path';
import { expect as baseExpect, test } from '@playwright/test';

/** Every request for the offline index's files, for page.route(). */
export const INDEX_FILES = '**/search-index/**';

/**
 * Every wait of the search tests is for the application's state (a hit, a
 * notice), with room for a busy 2-core machine: the first search loads the
 * engine and the index.
 */
export const expect = baseExpect.configure({ timeout: 30_000 });

/** Called at the top of a search spec: its timeouts, and a skip for builds without the offline index. */
export function configureSearchSpec(): void {
  test.skip(
    !existsSync(path.join(__dirname, '..', '..', 'build', 'search-index')),
    'the build has no offline index (built with ALGOLIA_* set)',
  );
  test.describe.configure({ timeout: 120_000 });
}
