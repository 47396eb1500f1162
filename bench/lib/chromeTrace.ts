import type { CDPSession } from '@playwright/test';

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}

/** The fields of Chrome trace events that the bench's tools read. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread (CPU) time, which the machine's load does not stretch. */
  tdur?: number;
  tid: number;
  pid: number;
  id?: string;
  args?: {
    data?: {
      functionName?: string;
      url?: string;
      frame?: string;
      requestId?: string;
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
    elementCount?: number;
    beginData?: { dirtyObjects?: number; totalObjects?: number };
  };
}

/**
 * Collects the events of a Chrome trace over CDP. Start the trace with
 * `Tracing.start` (transferMode `ReportEvents`), end it with `Tracing.end`,
 * then await `complete`: `events` then holds the whole trace.
 */
export function collectTrace<Event>(cdp: CDPSession): { events: Event[]; complete: Promise<void> } {
  const events: Event[] = [];
  // Playwright types CDP events by the protocol of its own Chromium; these are stable ones.
  const session = cdp as unknown as {
    on(event: string, listener: (message: { value: Event[] }) => void): void;
    once(event: string, listener: () => void): void;
  };
  session.on('Tracing.dataCollected', (message) => events.push(...message.value));
  const complete = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()));
  return { events, complete };
}
