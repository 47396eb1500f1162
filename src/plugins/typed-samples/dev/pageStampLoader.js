/**
 * A loader in front of the MDX loader, in `docusaurus start` only: makes a
 * page's module depend on the page's stamp file (pageStamps.ts), which the
 * dev server's type service rewrites when the page's types arrive. The
 * bundler's watcher then compiles that page again, and the browser gets the
 * page with its types as a hot update; the page's source file is left
 * untouched. The source passes through unchanged. Plain JavaScript: the
 * bundler loads loaders with Node's own `require`.
 */
const fs = require('node:fs');
const path = require('node:path');

module.exports = function pageStampLoader(source) {
  // `watchMode` is set for the dev server's compiler, not for a build's.
  if (!this._compiler || !this._compiler.watchMode) return source;
  const { siteDir, stampsDir } = this.getOptions();
  const docPath = path.relative(siteDir, this.resourcePath).split(path.sep).join('/');
  if (docPath.startsWith('../')) return source;
  // The same name as PageStamps.file gives it. A page without one (new
  // since the dev server started) gets it when its types come.
  const stamp = path.join(stampsDir, `${docPath}.stamp`);
  if (fs.existsSync(stamp)) this.addDependency(stamp);
  else this.addMissingDependency(stamp);
  return source;
};
