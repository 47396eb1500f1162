/**
 * A V8 CPU profile (`node --cpu-prof`, one file per JavaScript thread) split
 * into the build's stages: each sample goes to the stage of the frame on its
 * stack that names one, the highest-ranked rule winning, and of equal rank
 * the outermost frame (the caller owns what it calls: TypeScript called by
 * TypeDoc is TypeDoc's). V8 samples by wall time, so the shares are
 * applied to the thread's CPU measured from /proc (threadSampler.ts).
 */

export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

export interface StageRule {
  stage: string;
  /** Matched against the frame's URL (file path). */
  url: RegExp;
  /** A specific rule outranks a general one anywhere on the stack (feeds inside the blog plugin). */
  rank: number;
}

/** What a sample is when it is not in JavaScript code a rule names. */
export const GC = 'GC';
export const IDLE = '(idle)';
export const OTHER = 'other JavaScript';

const NODE_MODULE = /node_modules\/((?:@[^/]+\/)?[^/]+)/;

/** The stages of a Docusaurus build of this site, by the code that does them. */
export const BUILD_STAGES: StageRule[] = [
  { stage: 'TypeDoc (API reference)', url: /node_modules\/(typedoc|typedoc-plugin-markdown|docusaurus-plugin-typedoc)\/|src\/plugins\/typedoc-api\//, rank: 2 },
  { stage: 'samples type pass', url: /src\/plugins\/typed-samples\/(site|check|annotate|render|markdown|fence|versions)\//, rank: 2 },
  { stage: 'search index', url: /src\/plugins\/local-search\//, rank: 2 },
  { stage: 'llms.txt', url: /src\/plugins\/llms-txt\//, rank: 2 },
  { stage: 'feeds', url: /node_modules\/feed\/|plugin-content-blog\/lib\/feed|src\/plugins\/blog\/feedContent/, rank: 2 },
  { stage: 'broken links check', url: /@docusaurus\/core\/lib\/server\/brokenLinks/, rank: 2 },
  { stage: 'SSG (HTML rendering)', url: /@docusaurus\/core\/lib\/ssg\/|react-dom\/cjs\/react-dom-server/, rank: 1 },
  { stage: 'MDX compilation', url: /@docusaurus\/mdx-loader\/|node_modules\/@mdx-js\//, rank: 1 },
  { stage: 'content loading (docs, blog, pages)', url: /@docusaurus\/plugin-content-|@docusaurus\/utils\/|src\/plugins\/blog\//, rank: 1 },
  { stage: 'Rspack (JavaScript side)', url: /node_modules\/@rspack\//, rank: 1 },
  { stage: 'config and module loading', url: /node_modules\/(jiti|tsx)\/|^node:internal\/modules/, rank: 1 },
];

/** Milliseconds of the profile by stage (GC, idle and V8's "(program)" by name; code no rule names by its package). */
export function stageTimes(profile: CpuProfile, rules: StageRule[] = BUILD_STAGES): Map<string, number> {
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const stageOfNode = new Map<number, string>();
  const stageOf = (leafId: number): string => {
    const known = stageOfNode.get(leafId);
    if (known) return known;
    const leaf = byId.get(leafId)!;
    const name = leaf.callFrame.functionName;
    let stage: string;
    if (name === '(garbage collector)') stage = GC;
    else if (name === '(idle)') stage = IDLE;
    else if (name === '(program)' || name === '(root)') stage = '(program)';
    else {
      let best: { rule: StageRule } | undefined;
      // Leaf to root: a later (outer) match of the same rank replaces an inner one.
      for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
        const url = byId.get(id)!.callFrame.url;
        const rule = rules.find((candidate) => candidate.url.test(url));
        if (rule && (!best || rule.rank >= best.rule.rank)) best = { rule };
      }
      stage = best?.rule.stage ?? otherStage(byId, parent, leafId);
    }
    stageOfNode.set(leafId, stage);
    return stage;
  };
  const times = new Map<string, number>();
  profile.samples.forEach((sample, index) => {
    const stage = stageOf(sample);
    // timeDeltas[i] is the time before sample i; the sample stands for the time after it.
    const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
    times.set(stage, (times.get(stage) ?? 0) + ms);
  });
  return times;
}

/** The package (or `node:` built-ins) of the innermost frame with a URL. */
function otherStage(byId: Map<number, CpuProfile['nodes'][number]>, parent: Map<number, number>, leafId: number): string {
  for (let id: number | undefined = leafId; id !== undefined; id = parent.get(id)) {
    const url = byId.get(id)!.callFrame.url;
    if (!url) continue;
    const module = NODE_MODULE.exec(url);
    if (module) return `${OTHER}: ${module[1]}`;
    if (url.startsWith('node:')) return `${OTHER}: node`;
    return OTHER;
  }
  return OTHER;
}

/** Shares of the busy (not idle) time, by stage. */
export function busyShares(times: Map<string, number>): Map<string, number> {
  const busy = [...times].filter(([stage]) => stage !== IDLE).reduce((sum, [, ms]) => sum + ms, 0);
  return new Map([...times].filter(([stage]) => stage !== IDLE).map(([stage, ms]) => [stage, busy ? ms / busy : 0]));
}
