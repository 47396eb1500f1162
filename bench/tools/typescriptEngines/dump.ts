/**
 * What every engine of the comparison writes for the site's samples: per
 * page, per sample (by its fence line), per shown file, the quick info of
 * each identifier, the callouts and the expected errors as the static view
 * shows them, and the problems that would fail the sample.
 */
import type { CheckedPages } from '../../../src/plugins/typed-samples/check/checkSamples';

export interface Info {
  text: string;
  doc?: string;
}

export interface FileDump {
  identifiers: ({ line: number; start: number; length: number } & Info)[];
  callouts: ({ line: number; column: number } & Info)[];
  errors: { line: number; start: number; length: number; code: number; message: string }[];
}

export interface SampleDump {
  files: Record<string, FileDump>;
  /** What fails the sample: unexpected diagnostics, missing expected errors, callout rules. */
  problems: { line: number; code?: number; message: string }[];
}

/** Milliseconds; `cpu` of the process doing the work (the engine's own process for TypeScript 7). */
export interface Timing {
  wall: number;
  cpu: number;
  /** Stages: programs, diagnostics, quick info, GC pauses… as the engine can tell them apart. */
  stages: Record<string, number>;
}

export interface EngineDump {
  engine: string;
  typescript: string;
  timing: Timing;
  /** Page path → fence line → sample. */
  pages: Record<string, Record<number, SampleDump>>;
}

/** The dump of checked samples, from the site pipeline's own results. */
export function dumpResults(checked: CheckedPages): Record<number, SampleDump> {
  const samples: Record<number, SampleDump> = {};
  for (const result of checked.results) {
    if (result.status === 'opted-out') continue;
    const files: Record<string, FileDump> = {};
    for (const file of result.fence.files) {
      const annotations = file.annotations;
      if (!annotations) continue;
      files[file.name] = {
        identifiers: annotations.identifiers.map(({ line, start, length, info }) => ({ line, start, length, ...info })),
        callouts: annotations.callouts.map(({ line, column, info }) => ({ line, column, ...info })),
        errors: annotations.errors.map(({ line, start, length, code, message }) => ({ line, start, length, code, message })),
      };
    }
    samples[result.fenceLine] = {
      files,
      problems: result.problems.map(({ line, code, message }) => ({ line: line - result.fenceLine, code, message })),
    };
  }
  return samples;
}
