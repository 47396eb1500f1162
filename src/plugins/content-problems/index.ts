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
}

/**
 * A bundler plugin (Rspack or webpack) that adds the lists `current()` gives
 * to every compilation's errors, so that `docusaurus start` prints them and
 * shows them over the page. Content problems change when Docusaurus loads
 * the content again, which makes the bundler compile again.
 */
export function problemsInCompilation(name: string, current: () => ProblemList[]) {
  return {
    apply(compiler: Compiler) {
      // The compilation of the site, not those of child compilers (HTML, CSS), which would report them again.
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        for (const problems of current()) {
          const error = new Error(formatProblems(problems));
          // The overlay and the terminal show the stack after the message: nothing to add.
          error.stack = '';
          compilation.errors.push(error);
        }
      });
    },
  };
}
