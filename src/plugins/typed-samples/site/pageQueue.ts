/**
 * The order pages are type-checked in. Biggest first: with several workers
 * the pass then ends on small pages, instead of one worker still busy with
 * a big page while the others wait (longest job first). A page someone
 * waits for (the page a browser asks for in `npm start`, a page being
 * edited) goes before all of them, the latest asked for first.
 */
export interface QueuedPage {
  /** The page, as its path relative to the site. */
  path: string;
  /** How much work the page is, in any unit that grows with it. */
  size: number;
}

export class PageQueue<T extends QueuedPage> {
  /** By size, biggest last (taken from the end). */
  private readonly bySize: T[] = [];
  /** Pages asked for, latest last. */
  private readonly asked: T[] = [];

  get length(): number {
    return this.bySize.length + this.asked.length;
  }

  /** Pages asked for, waiting. */
  get askedLength(): number {
    return this.asked.length;
  }

  /** Queues a page; `urgent` puts it before every other. */
  add(page: T, urgent = false): void {
    if (urgent) {
      this.asked.push(page);
      return;
    }
    // Stable among equal sizes: the page added first is taken first.
    let index = this.bySize.findIndex((queued) => queued.size > page.size);
    if (index < 0) index = this.bySize.length;
    while (index > 0 && this.bySize[index - 1].size === page.size) index--;
    this.bySize.splice(index, 0, page);
  }

  /** Moves the page at `path`, if it waits, before every other; whether it waits. */
  prioritize(path: string): boolean {
    const waiting = this.remove(path);
    if (waiting) this.asked.push(waiting);
    return waiting !== undefined;
  }

  /** Takes the page at `path` out of the queue. */
  private remove(path: string): T | undefined {
    for (const list of [this.asked, this.bySize]) {
      const index = list.findIndex((page) => page.path === path);
      if (index >= 0) return list.splice(index, 1)[0];
    }
    return undefined;
  }

  /** The next page to check; with `askedOnly`, a page asked for or none. */
  next(askedOnly = false): T | undefined {
    return this.asked.pop() ?? (askedOnly ? undefined : this.bySize.pop());
  }
}
