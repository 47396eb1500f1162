import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { builtBaseUrl } from './scripts/builtBaseUrl';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/chromium';
import { e2ePort } from './tests/ports/e2ePort';

/**
 * Browser tests run against the production build (`npm run build`), served
 * locally, in Debian's Chromium: Playwright's own browser downloads are not
 * available everywhere this runs. The port is E2E_PORT, or a free one; a
 * port in use stops the tests (tests/ports/e2ePort.ts).
 */
const PORT = (() => {
  try {
    checkBuildIsForRoot();
    return e2ePort();
  } catch (error) {
    // The message says it all; Playwright would add the config loader's stack.
    console.error((error as Error).message);
    process.exit(1);
  }
})();

/** The tests visit `/blog`, `/docs/…`: a build for a sub-path (BASE_URL) would fail every one of them. */
function checkBuildIsForRoot(): void {
  const baseUrl = builtBaseUrl(path.join(__dirname, 'build'));
  if (baseUrl && baseUrl !== '/') {
    throw new Error(`build/ was built for BASE_URL=${baseUrl}; the browser tests test a build for /: run \`npm run build\` without BASE_URL first.`);
  }
}

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  // A busy 2-core machine (CI, or builds beside the tests) takes tens of
  // seconds to load and hydrate a long page: wait for state, not for a clock.
  timeout: 120_000,
  expect: { timeout: 30_000 },
  forbidOnly: !!process.env.CI,
  reporter: [['list'], ['./tests/e2e/summaryReporter.ts']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  webServer: {
    command: `npx docusaurus serve --dir build --port ${PORT} --no-open`,
    url: `http://localhost:${PORT}`,
    // Never test a server this run did not start.
    reuseExistingServer: false,
    // docusaurus serve took 88 s to answer at load 22.
    timeout: 180_000,
  },
});
