import path from 'node:path';

/**
 * The command line of the tools that compare builds (bench/tools/mainThread.ts,
 * lighthouseCompare.ts): `[--name=value…] <label>=<buildDir>… -- <route>…`,
 * a build without a label named after its folder. Exits with `usage` when
 * builds or routes are missing.
 */
export function compareArgs(argv: string[], usage: string) {
  const separator = argv.indexOf('--');
  const builds = argv
    .slice(0, separator < 0 ? argv.length : separator)
    .filter((arg) => !arg.startsWith('--'))
    .map((arg) => {
      const [label, dir] = arg.includes('=') ? arg.split('=') : [path.basename(arg), arg];
      return { label, dir };
    });
  const routes = separator < 0 ? [] : argv.slice(separator + 1);
  if (builds.length === 0 || routes.length === 0) {
    console.error(`usage: ${usage}`);
    process.exit(2);
  }
  const option = (name: string): string | undefined => argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  return { builds, routes, option, flag: (name: string) => argv.includes(`--${name}`) };
}
