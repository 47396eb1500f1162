/**
 * How the tests and the benchmark start Chromium: Debian's build (Playwright's
 * own browser downloads are not available everywhere this runs), headless,
 * with background traffic switched off so nothing but the page is measured.
 */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
