/**
 * `npm run check:samples -- --compare-isolated`: how far the site's types
 * (one program per page) are from what an editor shows for each sample on
 * its own (one program per sample). Every hover and callout is compared by
 * its text; the target is no callout and at most 0.5 % of hovers differing.
 */
import type { CheckResult, SampleResult } from '../protocol';

export interface Difference {
  docPath: string;
  fenceLine: number;
  kind: 'hover' | 'callout';
  site: string;
  isolated: string;
}

export interface Comparison {
  hovers: number;
  callouts: number;
  differences: Difference[];
}

const sampleId = (result: SampleResult) => `${result.docPath}:${result.fenceLine}`;

export function compareIsolated(site: CheckResult, isolated: CheckResult): Comparison {
  const alone = new Map(isolated.results.map((result) => [sampleId(result), result]));
  const comparison: Comparison = { hovers: 0, callouts: 0, differences: [] };
  for (const result of site.results) {
    const other = alone.get(sampleId(result));
    result.fence.files.forEach((file, index) => {
      const otherFile = other?.fence.files[index]?.annotations;
      const compare = (kind: Difference['kind'], site: string[], isolated: string[] = []) =>
        site.forEach((text, position) => {
          if (text !== isolated[position])
            comparison.differences.push({ docPath: result.docPath, fenceLine: result.fenceLine, kind, site: text, isolated: isolated[position] ?? '(none)' });
        });
      const hovers = file.annotations?.identifiers.map((id) => id.info.text) ?? [];
      const callouts = file.annotations?.callouts.map((callout) => callout.info.text) ?? [];
      comparison.hovers += hovers.length;
      comparison.callouts += callouts.length;
      compare('hover', hovers, otherFile?.identifiers.map((id) => id.info.text));
      compare('callout', callouts, otherFile?.callouts.map((callout) => callout.info.text));
    });
  }
  return comparison;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(whole, 1)).toFixed(2)} %`;

/** Report lines: each differing callout, the samples with differing hovers, then the totals. */
export function formatComparison(comparison: Comparison): string[] {
  const { hovers, callouts, differences } = comparison;
  const hoverDiffs = differences.filter((difference) => difference.kind === 'hover');
  const calloutDiffs = differences.filter((difference) => difference.kind === 'callout');
  const bySample = new Map<string, number>();
  for (const { docPath, fenceLine } of hoverDiffs) {
    const sample = `${docPath}:${fenceLine}`;
    bySample.set(sample, (bySample.get(sample) ?? 0) + 1);
  }
  const oneLine = (text: string) => text.replace(/\s+/g, ' ').slice(0, 300);
  return [
    ...calloutDiffs.map((d) => `${d.docPath}:${d.fenceLine}: callout differs: site "${oneLine(d.site)}", alone "${oneLine(d.isolated)}"`),
    ...[...bySample].map(([sample, count]) => `${sample}: ${count} hover${count === 1 ? '' : 's'} differ`),
    `Compared with each sample compiled alone: ${calloutDiffs.length} of ${callouts} callouts differ; ` +
      `${hoverDiffs.length} of ${hovers.toLocaleString('en-US')} hovers differ (${percent(hovers - hoverDiffs.length, hovers)} identical)`,
  ];
}
