// @ts-check
/**
 * TypeDoc plugin: silences warnings about the 10.18.0 sources that this site
 * cannot fix and that do not affect the generated pages, so that any other
 * warning stands out in the build output.
 */

/** `getQueryKey` documents the parameters of its overloads on the implementation. */
const KNOWN = [/^The signature getQueryKey has an @param with name "\w+", which was not used$/];

/** @param {import('typedoc').Application} app */
export function load(app) {
  const warn = app.logger.warn.bind(app.logger);
  /** @type {(...args: Parameters<typeof warn>) => void} */
  const filtered = (...args) => {
    if (KNOWN.some((pattern) => pattern.test(String(args[0])))) return;
    warn(...args);
  };
  app.logger.warn = /** @type {typeof warn} */ (filtered);
}
