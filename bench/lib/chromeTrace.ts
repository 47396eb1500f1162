import type { CDPSession } from '@playwright/test';

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
