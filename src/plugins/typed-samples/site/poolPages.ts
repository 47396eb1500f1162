/**
 * What a worker thread of the type pool (typePool.ts, poolWorker.mjs) does
 * with a page: check and annotate its samples in a program of its own
 * (../check), with the declaration files and module resolutions of every
 * page it checked before, and render them (../render).
 */
import { SampleChecker, type CheckedPages } from '../check/checkSamples';
import type { Isolation } from '../check/programs';
import { StageClock, type StageTimes } from '../check/stageClock';
import type { MarkdownDocument, RenderedSamples } from '../protocol';
import { renderPages } from './renderedSamples';

export interface PageRequest {
  type: 'check';
  id: number;
  document: MarkdownDocument;
  isolation: Isolation;
  /** Whether to send the checked samples back too (check:samples), not only their rendering (the build). */
  results: boolean;
}

/** What a worker sends back for a page. */
export interface CheckedPage extends Partial<CheckedPages> {
  rendered: RenderedSamples;
}

export type PoolRequest = PageRequest | { type: 'times' };

export type PoolReply =
  | ({ type: 'checked'; id: number } & CheckedPage)
  | { type: 'failed'; id: number; message: string }
  | { type: 'times'; times: StageTimes | undefined };

/** One worker thread's pages: one checker per isolation, one clock. */
export class PoolPages {
  private readonly checkers = new Map<Isolation, SampleChecker>();
  private readonly clock = StageClock.available ? new StageClock() : undefined;

  constructor(private readonly projectRoot: string) {}

  answer(request: PoolRequest): PoolReply {
    if (request.type === 'times') return { type: 'times', times: this.clock?.read() };
    try {
      return { type: 'checked', id: request.id, ...this.check(request) };
    } catch (error) {
      return { type: 'failed', id: request.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) };
    }
  }

  private check({ document, isolation, results }: PageRequest): CheckedPage {
    let checker = this.checkers.get(isolation);
    if (!checker) this.checkers.set(isolation, (checker = new SampleChecker(this.projectRoot, isolation, this.clock)));
    const checked = checker.check([document]);
    const render = () => renderPages([document.path], checked.results).get(document.path)!;
    const rendered = this.clock ? this.clock.measure('render', render) : render();
    return results ? { rendered, ...checked } : { rendered };
  }
}
