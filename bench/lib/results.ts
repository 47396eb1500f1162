/** What `npm run bench` measures (bench/run.ts), as bench/results.json keeps it and lib/report.ts prints it. */
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
}
