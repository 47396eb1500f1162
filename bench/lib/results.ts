/** What `npm run bench` measures (bench/run.ts), as bench/results.json keeps it and lib/report.ts prints it. */
import type { ActivationRun, TypingRun } from './editorActivation';
import type { LighthouseRun } from './lighthouse';
import type { PageAssets } from './pageAssets';
import type { FirstHitFigures } from './searchFirstHit';
import type { SearchLatency } from './searchLatency';

export interface BuildFigures {
  wallMs: number;
  cpuMs: number;
  peakRssBytes: number;
}

export interface BenchResults {
  date: string;
  commit: string;
  machine: { cpus: number; memoryBytes: number; node: string; loadAverageAtStart: number[] };
  build?: { cold: BuildFigures; warm: BuildFigures; htmlPages: number };
  start?: BuildFigures;
  pages: (Omit<PageAssets, 'css' | 'js'> & {
    kind: string;
    css: { raw: number; gzip: number; files: number };
    js: { raw: number; gzip: number; files: number };
    entryJs: { raw: number; gzip: number };
  })[];
  navigations: { from: string; to: string; js: { raw: number; gzip: number; files: number } }[];
  lighthouse?: { runs: number; pages: ({ route: string } & LighthouseRun)[] };
  search?: SearchLatency;
  searchFirstHit?: FirstHitFigures;
  typePass?: BuildFigures & { samples: number; identifiers: number };
  editor?: { route: string; activation: ActivationRun[]; typing: TypingRun };
  /** Comparisons measured by hand (bench/tools), kept as `npm run bench` found them; bench/README.md says what they showed. */
  measurements?: HandMeasurement[];
}

/** A comparison measured by hand: what, when, at which commits, in what conditions, and its figures. */
export interface HandMeasurement {
  id: string;
  what: string;
  /** When, UTC, as measured: `2026-11-26 08:00–08:07`. */
  when: string;
  how: string;
  /** The commits or branches compared, by the label the figures use. */
  compared: Record<string, string>;
  loadAverage: string;
  figures: Record<string, unknown>;
}
