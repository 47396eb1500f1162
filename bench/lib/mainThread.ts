/**
 * Where a page load's main-thread CPU goes, from a Chrome trace
 * (bench/tools/mainThread.ts records it): thread time of every event (the CPU
 * the thread got, not the wall time it waited for it, so a busy machine
 * changes it little), grouped as Lighthouse groups it (self time of the
 * innermost event) and by script; and the tasks after the first contentful
 * paint that would block at Lighthouse's 4× CPU slowdown, with what they ran.
 */
// Lighthouse's own grouping of trace events (its "main-thread work breakdown").
import { taskNameToGroup } from 'lighthouse/core/lib/tracehouse/task-groups.js';
import type { ProfileNode, TraceEvent } from './chromeTrace';

/** The JS samples of the trace's CPU profile of the main thread (category disabled-by-default-v8.cpu_profiler), with their time and stack. */
function jsSamples(events: TraceEvent[], pid: number | undefined, tid: number | undefined): { ts: number; stack: ProfileNode[] }[] {
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  const profile = events.find((event) => event.name === 'Profile' && event.pid === pid && event.tid === tid);
  let ts = profile?.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.id !== profile?.id) continue;
    const data = event.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts, node });
    });
  }
  return samples.map(({ ts: time, node }) => {
    const stack: ProfileNode[] = [];
    for (let cursor = nodes.get(node); cursor; cursor = cursor.parent === undefined ? undefined : nodes.get(cursor.parent)) stack.push(cursor);
    return { ts: time, stack };
  });
}

/** What a JS sample is doing, by the innermost React component (a capitalised function) or else the innermost named function. */
function sampleLabel(stack: ProfileNode[]): string {
  const named = stack.filter((node) => node.callFrame.functionName && !node.callFrame.functionName.startsWith('('));
  const component = named.find((node) => /^[A-Z]/.test(node.callFrame.functionName));
  const frame = component ?? named[0] ?? stack[0];
  return frame ? frame.callFrame.functionName || (frame.callFrame.url ?? '').replace(/^.*\//, '') || '(program)' : '(none)';
}

/** Lighthouse's mobile CPU slowdown. */
export const SLOWDOWN = 4;
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'v8.evaluateModule', 'TimerFire', 'EventDispatch', 'FireAnimationFrame', 'RunMicrotasks']);

export interface MainThreadFigures {
  total: number;
  blocking: number;
  groups: Map<string, number>;
  scripts: Map<string, number>;
  /** Self time by trace event name. */
  events: Map<string, number>;
  /** Thread time of each top-level task over 50 ms at 4×, after FCP. */
  longTasks: number[];
  /** For each of those tasks, its self time by event (and script), ms at 1×. */
  taskContents: Map<string, number>[];
  /** For each of those tasks, its JS samples by component or function, ms at 1×. */
  taskFunctions: Map<string, number>[];
}

export const add = (map: Map<string, number>, key: string, value: number) => map.set(key, (map.get(key) ?? 0) + value);

export function mainThreadFigures(events: TraceEvent[], serverUrl: string): MainThreadFigures {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  const main = events.find((event) => event.name === 'ParseHTML')?.tid;
  const pid = events.find((event) => event.name === 'ParseHTML')?.pid;
  const timed = events
    .filter((event) => event.tid === main && event.pid === pid && event.ph === 'X' && event.dur !== undefined && event.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const figures: MainThreadFigures = { total: 0, blocking: 0, groups: new Map(), scripts: new Map(), events: new Map(), longTasks: [], taskContents: [], taskFunctions: [] };
  const tasks: TraceEvent[] = [];
  // Nesting by time: each event's self thread time is its own minus its children's.
  const stack: { event: TraceEvent; childTime: number; script?: string; task?: Map<string, number> }[] = [];
  const close = (entry: (typeof stack)[number]) => {
    const self = Math.max(0, entry.event.tdur! - entry.childTime) / 1000;
    if (entry.task) add(entry.task, `${entry.event.name}${entry.script ? ` ${entry.script}` : ''}`, self);
    const group = taskNameToGroup[entry.event.name]?.id ?? 'other';
    add(figures.groups, group, self);
    add(figures.events, entry.event.name, self);
    if (group === 'scriptEvaluation' || group === 'scriptParseCompile' || group === 'garbageCollection') add(figures.scripts, entry.script ?? '(no script)', self);
    figures.total += self;
  };
  for (const event of timed) {
    while (stack.length && event.ts >= stack[stack.length - 1].event.ts + stack[stack.length - 1].event.dur!) close(stack.pop()!);
    const parent = stack[stack.length - 1];
    let task = parent?.task;
    if (parent) parent.childTime += event.tdur!;
    else if (event.name === 'RunTask' && fcp && event.ts >= fcp.ts) {
      const slowed = (SLOWDOWN * event.tdur!) / 1000;
      if (slowed > 50) {
        figures.blocking += slowed - 50;
        figures.longTasks.push(Math.round(slowed));
        task = new Map();
        figures.taskContents.push(task);
        tasks.push(event);
      }
    }
    const url = event.args?.data?.url;
    const script = SCRIPT_EVENTS.has(event.name) && url ? url.replace(/^.*\/assets\/js\//, '').replace(serverUrl, '') : parent?.script;
    stack.push({ event, childTime: 0, script, task });
  }
  while (stack.length) close(stack.pop()!);
  const samples = jsSamples(events, pid, main);
  for (const task of tasks) {
    const functions = new Map<string, number>();
    const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts < task.ts + task.dur!);
    inside.forEach((sample, index) => add(functions, sampleLabel(sample.stack), ((inside[index + 1]?.ts ?? sample.ts) - sample.ts) / 1000));
    figures.taskFunctions.push(functions);
  }
  return figures;
}
