import fs from 'node:fs';
import path from 'node:path';
import type { PageScripts, Screen } from './bundle.js';
import type { LighthouseResult } from './lighthouse.js';
import type { RenderMeasure } from './long-tasks.js';
import type { OfflineMeasure } from './offline.js';

export interface Budget {
  name: string;
  figure: string;
  budget: string;
  met: boolean;
}

export interface WebReport {
  date: string;
  machine: { cpus: number; model: string; loadAverageStart: number[]; loadAverageEnd: number[] };
  node: string;
  chromium: string;
  lighthouseVersion: string;
  webDist: string;
  /** How the server sent the JavaScript (`content-encoding` seen on the login page). */
  serverEncoding: string;
  budgets: Budget[];
  pages: PageScripts[];
  onDemand: { screen: Screen; chunks: string[]; onLoginPage: string[] }[];
  lighthouse: LighthouseResult[];
  listRender: RenderMeasure[];
  /** The repeat visit with the service worker, and a screen opened offline. */
  offline?: OfflineMeasure;
  notes: string[];
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (n: number) => `${Math.round(n)} ms`;
const loads = (l: number[]) => l.map((n) => n.toFixed(2)).join(' / ');

export function writeWebReport(dir: string, r: WebReport): string {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'web.json'), `${JSON.stringify(r, null, 2)}\n`);
  const login = r.pages[0];
  const lines = [
    '# Web app budgets (`npm run bench:web`)',
    '',
    `${r.date}; ${r.machine.cpus} × ${r.machine.model}; load average (1/5/15 min) ${loads(r.machine.loadAverageStart)} at the start, ${loads(r.machine.loadAverageEnd)} at the end.`,
    `Node ${r.node}, ${r.chromium}, Lighthouse ${r.lighthouseVersion}; the production build in \`${r.webDist}\`, served by the built server on demo data.`,
    '',
    '| budget | figure | target | |',
    '|---|---:|---:|---|',
    ...r.budgets.map(
      (b) => `| ${b.name} | ${b.figure} | ${b.budget} | ${b.met ? 'met' : '**NOT met**'} |`,
    ),
    '',
  ];
  if (login) {
    lines.push(
      `## JavaScript of the login page`,
      '',
      `Every script response of \`${login.path}\` in Chromium (cache off), until the network was idle. The server sent them with content-encoding \`${r.serverEncoding}\`; the gzip column is each decoded body gzipped here with zlib level 9, so the figure does not depend on the server.`,
      '',
      '| file | bytes | gzip (level 9) | on the wire |',
      '|---|---:|---:|---:|',
      ...login.files.map(
        (f) =>
          `| \`${f.file}\` | ${kb(f.bytes)} | ${kb(f.gzipBytes)} | ${kb(f.transferBytes)} (${f.encoding}) |`,
      ),
      `| **total** (${login.files.length} files) | ${kb(login.bytes)} | **${kb(login.gzipBytes)}** | ${kb(login.transferBytes)} |`,
      '',
      '### Screens loaded on demand',
      '',
      'The chunks that hold each screen (found through the build’s source maps) and whether the login page requested any of them.',
      '',
      '| screen | its chunks | requested by the login page |',
      '|---|---|---|',
      ...r.onDemand.map(
        (d) =>
          `| ${d.screen} | ${d.chunks.map((c) => `\`${path.basename(c)}\``).join(', ') || '—'} | ${d.onLoginPage.length ? `**yes**: ${d.onLoginPage.join(', ')}` : 'no'} |`,
      ),
      '',
      '| page | scripts | gzip (level 9) |',
      '|---|---:|---:|',
      ...r.pages.map((p) => `| \`${p.path}\` | ${p.files.length} | ${kb(p.gzipBytes)} |`),
      '',
    );
  }
  if (r.lighthouse.length) {
    lines.push(
      '## Lighthouse (performance, mobile, CPU slowdown calibrated)',
      '',
      'Simulated slow 4G on a phone’s screen, cold cache; the CPU slowdown of each page is its calibration run’s benchmark index ÷ 500, a mid-tier phone (Lighthouse’s throttling guide), so every page is judged on the same emulated phone whatever the machine’s speed that day. Median of 3 runs, 5 where the scores spread more than 0.05; the run with the median score is shown. Script before content: the compressed script bytes of the requests the real load started before its largest paint.',
      '',
      '| page | score (runs) | FCP | LCP | TBT | CLS | Speed Index | longest task | script before content / all | benchmark index → CPU |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...r.lighthouse.map((l) => {
        const m = l.median;
        return `| \`${l.path}\` | ${m.score.toFixed(2)} (${l.scores.map((s) => s.toFixed(2)).join(', ')}) | ${ms(m.fcpMs)} | ${ms(m.lcpMs)} | ${ms(m.tbtMs)} | ${m.cls.toFixed(3)} | ${ms(m.speedIndexMs)} | ${ms(m.longestTaskMs)} | ${kb(m.scriptBeforeContentBytes)} / ${kb(m.scriptBytes)} | ${Math.round(l.calibration.benchmarkIndex)} → ${l.calibration.cpuSlowdown.toFixed(1)}× |`;
      }),
      '',
    );
  }
  if (r.listRender.length) {
    lines.push(
      '## Rendering a page of records',
      '',
      'Long tasks (PerformanceObserver `longtask`) on the list page, signed in as the administrator: from the list’s API response to its records on screen (first load), and from a click on “next page” to the next records on screen; each figure is the median of its runs. The budget is judged on the rows at 8 a page (the default) and CPU 1×; the largest page (100) and a CPU slowed 4× as Lighthouse’s phone are shown beside them.',
      '',
      '| display mode | page size | CPU | records | longest task, first load | longest task, next page | next page shown after |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...r.listRender.map(
        (m) =>
          `| ${m.mode} | ${m.pageSize} | ${m.cpuSlowdown}× | ${m.rows} | ${m.firstLoadLongestMs ? ms(m.firstLoadLongestMs) : 'none'} | ${m.nextPageLongestMs ? ms(m.nextPageLongestMs) : 'none'} | ${ms(m.nextPageMs)} |`,
      ),
      '',
    );
  }
  if (r.offline) {
    const o = r.offline;
    const urls = (list: string[]) => list.map((u) => `\`${new URL(u).pathname}\``).join(', ');
    lines.push(
      '## A repeat visit with the service worker, then offline',
      '',
      `In a fresh browser, signed in as the administrator: \`${o.firstScreen}\` opened, the service worker left to install and precache; the same screen opened again (scripts counted by where Chromium says each response came from, and any script the worker fetched itself); then, with the network off, \`${o.offlineScreen}\` (not opened before) chosen in the menu.`,
      '',
      '| scripts from the worker | scripts from the network | fetched by the worker | unvisited screen offline |',
      '|---:|---:|---:|---:|',
      `| ${o.scriptsFromWorker} | ${o.scriptsFromNetwork.length ? urls(o.scriptsFromNetwork) : '0'} | ${o.workerFetches.length ? urls(o.workerFetches) : '0'} | ${o.offlineOpenMs === null ? '**did not open**' : `opened in ${ms(o.offlineOpenMs)}`} |`,
      '',
    );
  }
  if (r.notes.length) lines.push('## Notes', '', ...r.notes.map((n) => `- ${n}`), '');
  const file = path.join(dir, 'web.md');
  fs.writeFileSync(file, lines.join('\n'));
  return file;
}
