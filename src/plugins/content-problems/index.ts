/**
 * Mistakes in the content (a blog post's date or tags, a sample that does
 * not compile) as a maintainer meets them. `docusaurus build` stops with one
 * list of them, printed as soon as it is known and without a stack trace:
 * Docusaurus prints a plugin's error under its own trace and the error's.
 * `docusaurus start` keeps serving: the list goes to the terminal and, as an
 * error of the bundler's compilation, over the page (the dev server's error
 * overlay) until the content is fixed.
 */

/** A list of problems under one heading. */
export interface ProblemList {
  /** What is wrong and where the conventions are, e.g. `Blog posts to fix (README "Writing a blog post"):`. */
  heading: string;
  /** One line each, starting with the file (`blog/…mdx: …`, `docs/…mdx:12: …`). */
  lines: string[];
}

/** Whether this process is `docusaurus build` (which sets NODE_ENV before loading plugins). */
export function isBuild(): boolean {
  return process.env.NODE_ENV === 'production';
}

export function formatProblems({ heading, lines }: ProblemList): string {
  return [heading, ...lines.map((line) => `  - ${line.replace(/\n/g, '\n    ')}`)].join('\n');
}

/** Stops `docusaurus build`: the list on stderr, exit code 1. */
export function stopBuild(problems: ProblemList): never {
  process.stderr.write(`\n[ERROR] ${formatProblems(problems)}\n\nThe build stopped: fix the above and build again.\n`);
  process.exit(1);
}

interface Compiler {
  hooks: { thisCompilation: { tap(name: string, callback: (compilation: { errors: unknown[] }) => void): void } };
  /** The dev server's watch, once it runs. */
  watching?: { invalidate(): void };
}

/** How long after the content is loaded again the bundler is left to start a compile of its own. */
const OWN_COMPILE_WAIT_MS = 1000;

/**
 * A bundler plugin (Rspack or webpack) that adds the lists `current()` gives
 * to every compilation's errors, so that `docusaurus start` prints them and
 * shows them over the page. After the content is loaded again, `refresh()`
 * compiles again when the lists changed and nothing else did: a post left out
 * for its date, or deleted after that, changes no module, so the bundler
 * would not compile, and its last errors would stay.
 */
export function problemsInCompilation(name: string, current: () => ProblemList[]) {
  let compiler: Compiler | undefined;
  const text = () => current().map(formatProblems).join('\n');
  /** The lists the last compilation reported. */
  let reported = '';
  return {
    apply(bundler: Compiler) {
      compiler = bundler;
      // The compilation of the site, not those of child compilers (HTML, CSS), which would report them again.
      bundler.hooks.thisCompilation.tap(name, (compilation) => {
        reported = text();
        for (const problems of current()) {
          const error = new Error(formatProblems(problems));
          // The overlay and the terminal show the stack after the message: nothing to add.
          error.stack = '';
          compilation.errors.push(error);
        }
      });
    },
    refresh(): void {
      // Docusaurus writes the site's generated files after loading the content;
      // a compile they cause reports the lists anyway.
      setTimeout(() => {
        if (compiler?.watching && text() !== reported) compiler.watching.invalidate();
      }, OWN_COMPILE_WAIT_MS).unref();
    },
  };
}
