/** Everything a cold build must not find: outputs and every cache the build keeps. */
export const COLD_PATHS = [
  'build',
  '.docusaurus',
  'node_modules/.cache/rspack',
  'node_modules/.cache/typedoc-api',
  'node_modules/.cache/typed-samples',
  'docs/typedoc',
];
