/** The type packs of each release, written by the plugin (../index.ts, contentLoaded). */
declare module '@generated/sample-editor/default/packIndex.json' {
  import type { TypePackIndex } from '../protocol';

  const packIndex: TypePackIndex;
  export default packIndex;
}
