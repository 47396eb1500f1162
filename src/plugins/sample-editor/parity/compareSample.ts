/**
 * One sample, static view against editor: the popover of every identifier
 * the static view has against the editor's quick info at the same place, the
 * callouts, and the error notes against every problem the editor reports
 * (before any edit, a passing sample's only problems are its expected
 * errors, which the static view shows).
 */
import type { FileAnnotations, QuickInfo } from '../../typed-samples/protocol';
import { offsetOf } from '../engine/offsets';
import type { SampleEngine } from '../engine/sampleEngine';
import type { EditorSample } from '../protocol';

export interface Difference {
  kind: 'hover' | 'callout' | 'error';
  /** The sample's file and the shown line (1-based) and column (1-based). */
  place: string;
  static: string;
  editor: string;
}

export interface SampleComparison {
  hovers: number;
  callouts: number;
  errors: number;
  differences: Difference[];
}

const shownText = (info: QuickInfo | undefined) => (info ? (info.doc ? `${info.text} — ${info.doc}` : info.text) : '(none)');

/** `annotations` by index of the sample's file: the static view's, for the files shown as typed blocks. */
export function compareSample(engine: SampleEngine, sample: EditorSample, annotations: Map<number, FileAnnotations>): SampleComparison {
  const result: SampleComparison = { hovers: 0, callouts: 0, errors: 0, differences: [] };
  const differ = (kind: Difference['kind'], file: number, line: number, column: number, expected: string, actual: string) =>
    result.differences.push({ kind, place: `${sample.files[file].name}:${line + 1}:${column + 1}`, static: expected, editor: actual });
  const check = engine.check();

  for (const [file, expected] of annotations) {
    const { shown } = sample.files[file];
    for (const identifier of expected.identifiers) {
      result.hovers++;
      const hover = engine.hover(file, offsetOf(shown, identifier.line, identifier.start));
      const from = offsetOf(shown, identifier.line, identifier.start);
      const same = hover && hover.from === from && hover.to === from + identifier.length && shownText(hover.info) === shownText(identifier.info);
      if (!same) differ('hover', file, identifier.line, identifier.start, shownText(identifier.info), shownText(hover?.info));
    }

    const callouts = check.callouts.filter((callout) => callout.file === file);
    result.callouts += expected.callouts.length;
    const calloutCount = Math.max(expected.callouts.length, callouts.length);
    for (let index = 0; index < calloutCount; index++) {
      const want = expected.callouts[index];
      const got = callouts[index];
      const wanted = want ? `${want.line + 1}:${want.column + 1} ${shownText(want.info)}` : '(none)';
      const gave = got ? `${got.line + 1}:${got.column + 1} ${shownText(got.info)}` : '(none)';
      if (wanted !== gave) differ('callout', file, (want ?? got).line, (want ?? got).column, wanted, gave);
    }
  }

  // Errors: the static view's notes, of the files it shows typed, against every problem the editor has.
  const note = (line: number, start: number, code: number, message: string) => `${line + 1}:${start + 1} TS${code} ${message}`;
  const expectedNotes = [...annotations].flatMap(([file, { errors }]) => errors.map((error) => ({ file, text: note(error.line, error.start, error.code, error.message) })));
  const liveNotes = check.errors.map((error) => ({ file: error.file, text: note(error.line, error.start, error.code, error.message) }));
  result.errors += expectedNotes.length;
  const key = (entry: { file: number; text: string }) => `${entry.file}\0${entry.text}`;
  const unmatched = new Map<string, number>();
  for (const entry of liveNotes) unmatched.set(key(entry), (unmatched.get(key(entry)) ?? 0) + 1);
  for (const entry of expectedNotes) {
    const count = unmatched.get(key(entry)) ?? 0;
    if (count > 0) unmatched.set(key(entry), count - 1);
    else differ('error', entry.file, 0, 0, entry.text, '(none)');
  }
  for (const entry of liveNotes)
    if ((unmatched.get(key(entry)) ?? 0) > 0) {
      unmatched.set(key(entry), unmatched.get(key(entry))! - 1);
      differ('error', entry.file, 0, 0, '(none)', entry.text);
    }
  return result;
}
