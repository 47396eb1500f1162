import { PUBLISHED } from './packageVersions';

/** A package version named by a post that was not published yet on the date it is checked against. */
export interface VersionProblem {
  line: number;
  message: string;
}

/** How posts write package names, mapped to the npm package whose dates apply. */
const PACKAGE_NAMES: Record<string, string> = {
  '@trpc/server': '@trpc/server',
  '@trpc/client': '@trpc/client',
  trpc: '@trpc/server',
  typescript: 'typescript',
  zod: 'zod',
};

// `@trpc/server@10.18.0`, `typescript@4.9`, `TypeScript 4.9.4`, `` `@trpc/server` 10.9.0 ``, `tRPC v9.27.4`
const NAMED_VERSION = /(?<![\w/-])(@trpc\/server|@trpc\/client|trpc|typescript|zod)`?(?:@|\s+v?)(\d+\.\d+(?:\.\d+)?)(?![\w.])/gi;
// `tRPC 11`, `zod 4`, `TypeScript v5`, `zod@4`: a bare major dates from its first `N.0.x` release.
const NAMED_MAJOR = /(?<![\w/-])(@trpc\/server|@trpc\/client|trpc|typescript|zod)`?(?:@|\s+v?)(\d+)(?!\w|\.\d)/gi;
// Links to a release tag of tRPC's repository.
const TRPC_TAG_LINK = /github\.com\/trpc\/trpc\/(?:tree|blob)\/v(\d+\.\d+\.\d+)/g;
// "Update, March 2023: ..." marks a line written later; it is checked against the end of that month.
const UPDATE_NOTE = /Update, (January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/;

/** The post's date: `date:` in the front matter, or else the `YYYY-MM-DD-` prefix of its file name. */
export function postDate(fileName: string, source: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
  const fromFrontMatter = /^date:\s*['"]?(\d{4}-\d{2}-\d{2})/m.exec(frontMatter)?.[1];
  const fromFileName = /^(\d{4}-\d{2}-\d{2})-/.exec(fileName.split('/').pop() ?? '')?.[1];
  const date = fromFrontMatter ?? fromFileName;
  if (!date) {
    throw new Error(`${fileName}: no date; start the file name with YYYY-MM-DD- or add \`date: YYYY-MM-DD\` to its front matter`);
  }
  return date;
}

function endOfMonth(month: string, year: string): string {
  const index = new Date(`${month} 1, ${year}`).getMonth();
  return new Date(Date.UTC(Number(year), index + 1, 0)).toISOString().slice(0, 10);
}

/**
 * Publish date of a version; a partial version (`4.9`, or `11.0` for a bare major) dates from its
 * earliest listed release.
 */
function publishedOn(pkg: string, version: string): string | undefined {
  const dates = Object.entries(PUBLISHED[pkg] ?? {})
    .filter(([listed]) => listed === version || listed.startsWith(`${version}.`))
    .map(([, date]) => date)
    .sort();
  return dates[0];
}

/** Every version the post names that was published after the date its line was written. */
export function findTooNewVersions(fileName: string, source: string): VersionProblem[] {
  const written = postDate(fileName, source);
  const problems: VersionProblem[] = [];
  source.split('\n').forEach((text, index) => {
    const update = UPDATE_NOTE.exec(text);
    const lineDate = update ? endOfMonth(update[1], update[2]) : written;
    const mentions = [
      ...[...text.matchAll(NAMED_VERSION)].map((m) => ({ pkg: PACKAGE_NAMES[m[1].toLowerCase()], version: m[2] })),
      ...[...text.matchAll(NAMED_MAJOR)].map((m) => ({ pkg: PACKAGE_NAMES[m[1].toLowerCase()], version: `${m[2]}.0`, shown: m[2] })),
      ...[...text.matchAll(TRPC_TAG_LINK)].map((m) => ({ pkg: '@trpc/server', version: m[1] })),
    ];
    for (const { pkg, version, shown = version } of mentions as { pkg: string; version: string; shown?: string }[]) {
      const published = publishedOn(pkg, version);
      if (!published) {
        problems.push({
          line: index + 1,
          message: `${pkg} ${shown} is not in tests/blog/packageVersions.ts; add ${version === shown ? 'its publish date' : `the publish date of its first ${version}.x release`} (npm view ${pkg} time --json)`,
        });
      } else if (published > lineDate) {
        problems.push({
          line: index + 1,
          message: `${pkg} ${shown} was published on ${published}, after this line's date ${lineDate}; name a version of that date, or mark the line "Update, <Month> <Year>: ..."`,
        });
      }
    }
  });
  return problems;
}
