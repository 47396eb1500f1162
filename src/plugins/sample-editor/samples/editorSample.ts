/**
 * Samples stage: what the editor loads for a sample, from the fence the
 * typed-samples pipeline parsed (the same files, cut and queries the build
 * compiled and annotated). Each is served as `samples/<id>.json`, named by
 * the id the sample's code blocks carry (`data-sample`, a hash of the fence:
 * typed-samples site/renderedSamples.ts).
 */
import type { Sample, SampleFile } from '../../typed-samples/protocol';
import type { EditorFile, EditorSample } from '../protocol';

function editorFile(file: SampleFile): EditorFile {
  const texts = file.lines.map((line) => line.text);
  const shownCount = file.displayLines.length;
  const queries = file.queries.map((query) => ({ line: query.lineIndex - file.displayFrom, column: query.column }));
  // A file that is all setup has no block: the compiler sees it as it is.
  if (shownCount === 0) return { name: file.name, before: texts.join('\n'), shown: '', after: '', queries: [] };
  const end = file.displayFrom + shownCount;
  return {
    name: file.name,
    before: texts.slice(0, file.displayFrom).map((text) => `${text}\n`).join(''),
    shown: file.displayLines.join('\n'),
    after: texts.slice(end).map((text) => `\n${text}`).join(''),
    queries,
  };
}

export function editorSample(sample: Pick<Sample, 'version' | 'fence'>): EditorSample {
  return { version: sample.version, lang: sample.fence.lang, files: sample.fence.files.map(editorFile) };
}

/** The text the compiler sees for a file whose shown code is `shown`. */
export function compiledText(file: EditorFile, shown = file.shown): string {
  return file.before + shown + file.after;
}
