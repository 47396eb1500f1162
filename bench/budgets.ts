import type { PageKind } from './pages';

/**
 * Byte budgets of a first visit, gzip level 9, in KiB, checked after every
 * build by `npm run test:budgets` (tests/budgets). Bytes do not vary between
 * runs, so the budgets sit a few KiB above the current figures: room for
 * content to grow (every page adds ~50 bytes of route data to main.js), not
 * for a new dependency in every page. If a change needs more, find out what
 * grew with `npm run bench:analyze` and raise the budget in the same commit,
 * saying why.
 *
 * Floor, for reference (Docusaurus 3.10, React 19): react-dom alone is 64 KiB
 * of main.js, Docusaurus' client, router and layout about 55 KiB, the route
 * and chunk tables of the ~220 pages about 13 KiB.
 *
 * Raised for home (175 → 178) and docs (197 → 202) with the build-time type
 * information of the samples: a page's chunk now carries each sample's
 * highlighted HTML with its quick info (routers: +5 KiB), and every page the
 * popover placement module, the colour toggle wrapper and the DocSearch
 * suggestions repair (~1.3 KiB of main.js). In exchange the browser no longer
 * tokenises TypeScript samples with Prism.
 *
 * Raised for home (178 → 180) and api (193 → 195) with keyboard and touch
 * use of the popovers (issue 29: focus, arrows, Escape, tap to close, size
 * limits; the popover module is now 2.1 KiB gzip) and the search modal's
 * pre-hydration keys and result counts (issue 28: connectSearchKeys and
 * searchAnswers, 0.7 KiB), all in main.js of every page: home reached
 * 178.2 KiB, the TRPCError page 193.1 KiB.
 *
 * The doc pages with the most samples joined the bench pages (issue 30): docs
 * raised 202 → 203 for /docs/quickstart (202.7 KiB), and the migration guide,
 * 35 samples on one page, has a kind of its own (223.0 KiB).
 *
 * docs raised 203 → 204: a sample's code lines now come in runs that state
 * their size, so that those off screen are not rendered (~0.1 KiB on
 * /docs/quickstart), and main.js grew 0.1 KiB with main's merges; the page
 * reached 203.0 KiB.
 *
 * Raised with issue 34's reader fixes (measured against main's build):
 * entry 155 → 157 and every page +1.2 KiB, main.js carrying the navbar links
 * that follow the reader's docs version and the version dropdown's way back
 * (src/theme/NavbarItem) and the routes of the five new blog tag pages;
 * docs, long docs and api +0.9 KiB more, the not-found content that the docs
 * layout shows for an unknown /docs/… address (its title, description and
 * suggestion list; the spelling code loads only on a 404); /docs/quickstart
 * +0.9 KiB more for its new setup, tsconfig and type-check sections (206.4
 * KiB); blog +0.7 KiB more for the posts' topic tags and the archive and feed
 * links (191.8 KiB).
 */
export const ENTRY_JS_BUDGET_KIB = 157;

export const PAGE_BUDGETS_KIB: Record<PageKind, { js: number; css: number }> = {
  home: { js: 182, css: 24 },
  docs: { js: 208, css: 24 },
  'long docs': { js: 228, css: 24 },
  blog: { js: 193, css: 24 },
  api: { js: 197, css: 24 },
};

/**
 * What the first Edit of a sample downloads (src/plugins/sample-editor), by
 * part, gzip level 9, in KiB (tests/budgets/editorBudgets.test.ts): nothing
 * of it is in a page's first load. A few KiB of room each.
 */
export const EDITOR_BUDGETS_KIB = {
  /**
   * CodeMirror, the Prism grammars the editor colours with and the page side
   * of the editor (116.4 KiB in a fresh clone's build: CodeMirror ~102,
   * grammars ~9, editor ~5). Raised 112 → 120: the chunk group now holds the
   * site's Prism grammars, which the editor colours code with.
   */
  editorJs: 120,
  /** Its styles are a CodeMirror theme in its JS: no stylesheet. */
  editorCss: 0,
  /** TypeScript and the checker, in the Web Worker (~963 KiB: TypeScript 6.0 minified is most of it). */
  worker: 990,
  /** lib files (TypeScript 6.0's), @types/node, React's JSX types: every release's first pack (~945 KiB). */
  basePack: 955,
  /** The declaration files of one release's samples beyond the base (10.x ~328 KiB). */
  releasePack: 345,
  /** The largest sample's file. */
  sample: 8,
};
