import fs from 'node:fs';
import path from 'node:path';
import type { Scenario } from './scenarios.js';

export interface Row {
  name: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  ceilingRatio: number;
  verdict: string;
}

export interface Report {
  database: string;
  scale: string;
  durationSeconds: number;
  machine: string;
  date: string;
  peakRssMb: number;
  rows: Row[];
  notes: string[];
}

/** The targets for one row: met or not, with the figure that decided it. */
export function judge(
  s: Scenario,
  row: Omit<Row, 'verdict'>,
  database: 'sqlite' | 'postgres',
  others: readonly Omit<Row, 'verdict'>[],
): string {
  const verdicts: string[] = [];
  const given = s.targets?.minCeilingRatio;
  const minRatio = typeof given === 'object' ? given[database] : given;
  if (minRatio !== undefined) {
    const ok = row.ceilingRatio >= minRatio;
    verdicts.push(`${ok ? 'met' : 'NOT met'}: ≥ ${Math.round(minRatio * 100)}% of ceiling`);
  }
  if (s.targets?.maxP99Ms !== undefined) {
    const ok = row.p99Ms <= s.targets.maxP99Ms;
    verdicts.push(`${ok ? 'met' : 'NOT met'}: p99 ≤ ${s.targets.maxP99Ms} ms`);
  }
  const base = s.targets?.withinTwiceOf;
  const page1 = base ? others.find((r) => r.name === base) : undefined;
  if (page1) {
    const ok = row.p50Ms <= 2 * Math.max(page1.p50Ms, 1);
    verdicts.push(`${ok ? 'met' : 'NOT met'}: p50 ≤ 2 × ${page1.p50Ms} ms ("${base}")`);
  }
  if (row.errors > 0) verdicts.push('NOT met: errors');
  return verdicts.join('; ') || '—';
}

export function writeReport(dir: string, r: Report): string {
  fs.mkdirSync(dir, { recursive: true });
  const base = path.join(dir, r.database);
  fs.writeFileSync(`${base}.json`, `${JSON.stringify(r, null, 2)}\n`);
  const lines = [
    `# Benchmark: ${r.database}, scale ${r.scale}`,
    '',
    `${r.date} on ${r.machine}; ${r.durationSeconds} s per row; server peak memory ${r.peakRssMb} MB (target < 300 MB: ${r.peakRssMb < 300 ? 'met' : 'NOT met'}).`,
    '',
    '| scenario | req/s | p50 ms | p99 ms | errors | × ceiling | targets |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...r.rows.map(
      (x) =>
        `| ${x.name} | ${x.requestsPerSecond.toFixed(0)} | ${x.p50Ms} | ${x.p99Ms} | ${x.errors} | ${x.ceilingRatio.toFixed(2)} | ${x.verdict} |`,
    ),
    '',
    ...r.notes.map((n) => `- ${n}`),
    '',
  ];
  fs.writeFileSync(`${base}.md`, lines.join('\n'));
  return `${base}.md`;
}
