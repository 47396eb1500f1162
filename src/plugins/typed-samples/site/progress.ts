/**
 * The type pass's progress as the build, the dev server and check:samples
 * print it (passOutput.ts): in a terminal one line rewritten at every page;
 * piped, a line at each quarter of the pages. Then the end, with the pool's
 * CPU per stage.
 */
import { plural } from '../check/report';
import { formatStageTimes, type StageTimes } from '../check/stageClock';
import type { PassOutput } from './passOutput';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Pages between two lines that stay: a few lines per pass, whatever its size. */
const LINES_PER_PASS = 4;

/** The end of a pass. */
export function passSummary(pages: number, wallMs: number, workers: number, times: StageTimes | undefined): string {
  const threads = plural(workers, 'worker thread');
  if (!times) return `Types of ${plural(pages, 'page')} ready in ${seconds(wallMs)} (${threads})`;
  const cpu = Object.values(times).reduce((sum, ms) => sum + ms, 0);
  return `Types of ${plural(pages, 'page')} ready in ${seconds(wallMs)}, ${seconds(cpu)} CPU in ${threads} (${formatStageTimes(times)})`;
}

export class Progress {
  private done = 0;
  private readonly started = performance.now();

  constructor(
    private readonly total: number,
    private readonly output: PassOutput,
  ) {}

  /** A page is done; whether it was the last. */
  page(): boolean {
    this.done++;
    const last = this.done === this.total;
    if (this.output.status) {
      if (!last) this.output.status(`Types: ${this.done}/${this.total} pages, ${seconds(performance.now() - this.started)}`);
    } else if (!last && this.done % Math.ceil(this.total / LINES_PER_PASS) === 0) {
      this.output.line(`Types: ${this.done}/${this.total} pages`);
    }
    return last;
  }

  /** Prints the end, once the pool's `stageTimes` are known. */
  async end(pool: { size: number; stageTimes(): Promise<StageTimes | undefined> }): Promise<void> {
    const wall = performance.now() - this.started;
    const times = await pool.stageTimes();
    this.output.clearStatus();
    this.output.line(passSummary(this.total, wall, pool.size, times));
  }
}
