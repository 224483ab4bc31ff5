import type { BrowserContext, Page } from 'playwright-core';

const RECORDS =
  '[data-testid="records-grid"], [data-testid="records-masonry"], [data-testid="records-list"], [data-testid="records-table"]';

/**
 * Every long task (> 50 ms on the main thread) from the start of the document, and the moment
 * the records are first in the page.
 */
const OBSERVE = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  const watch = new MutationObserver(() => {
    if (document.querySelector('${RECORDS}')) {
      window.__recordsShownAt = performance.now();
      watch.disconnect();
    }
  });
  watch.observe(document, { childList: true, subtree: true });
`;

interface Task {
  start: number;
  duration: number;
}

export interface RenderMeasure {
  mode: string;
  pageSize: number;
  cpuSlowdown: number;
  /** Records shown on the page measured. */
  rows: number;
  /** The longest task from the list's response to its records on screen (first load). */
  firstLoadLongestMs: number;
  /** The longest task from the click on "next page" to the next page's records on screen. */
  nextPageLongestMs: number;
  /** Milliseconds from that click to the records on screen. */
  nextPageMs: number;
}

const longest = (tasks: Task[], from: number, to: number) =>
  Math.round(
    Math.max(
      0,
      ...tasks.filter((t) => t.start + t.duration >= from && t.start <= to).map((t) => t.duration),
    ),
  );

const COUNT_ROWS = `el.querySelectorAll('[data-testid^="record-row-"], [data-testid^="record-card-"], li').length`;

const textOfRecords = `(() => { const el = document.querySelector('${RECORDS}'); return el ? el.textContent : null; })()`;

/**
 * Opens a list page (signed in: the session must already be in the profile's localStorage)
 * with the given display mode and page size, and reads the main thread's long tasks while the
 * page of records renders: on first showing the list, opened from the app's landing page (from
 * the list's API response to the records on screen), and on going to the next page. `cpuSlowdown` > 1 slows the CPU as Lighthouse's
 * mobile settings do (4×).
 */
export async function measureListRender(
  context: BrowserContext,
  url: string,
  options: { mode: string; storageKey: string; pageSize: number; cpuSlowdown: number },
): Promise<RenderMeasure> {
  const page: Page = await context.newPage();
  try {
    await page.addInitScript({ content: OBSERVE });
    await page.addInitScript({
      content: `localStorage.setItem(${JSON.stringify(options.storageKey)}, ${JSON.stringify(options.mode)});`,
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
    const listUrl = new URL(url);
    listUrl.searchParams.set('pageSize', String(options.pageSize));
    // The app opens on its landing page (the type's root) and goes to the list as its menu
    // does, inside the app: the list page asks for its records itself, so the window from that
    // answer to the records on screen holds their rendering alone (Lighthouse measures a load
    // opened on the list's own address).
    await page.goto(new URL(`/${listUrl.pathname.split('/')[1]}`, listUrl).href);
    // The landing page drawn (the router is listening), and its requests done.
    await page.waitForSelector('[data-testid="page-title"]', { timeout: 60_000 });
    await page.waitForLoadState('networkidle');
    await page.evaluate(
      // An entry the router's history can place (its index after the current one), then the
      // event it follows back and forward by.
      `history.pushState({ usr: null, key: 'bench', idx: (history.state?.idx ?? 0) + 1 }, '',` +
        ` ${JSON.stringify(listUrl.pathname + listUrl.search)});` +
        `dispatchEvent(new PopStateEvent('popstate', { state: history.state }));`,
    );
    await page.waitForSelector(RECORDS, { timeout: 60_000 });
    await page.waitForTimeout(300);
    const first = (await page.evaluate(`(() => {
      const api = performance.getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/v1/${listUrl.pathname.split('/').pop()}?'));
      const response = api.length ? api[api.length - 1].responseEnd : 0;
      const el = document.querySelector('${RECORDS}');
      return { tasks: window.__longTasks, response, shownAt: window.__recordsShownAt,
        rows: el ? ${COUNT_ROWS} : 0 };
    })()`)) as { tasks: Task[]; response: number; shownAt: number; rows: number };
    const firstLoadLongestMs = longest(first.tasks, first.response, first.shownAt + 100);

    const before = (await page.evaluate(textOfRecords)) as string | null;
    const clickedAt = (await page.evaluate(
      `(() => { window.__longTasks.length = 0; return performance.now(); })()`,
    )) as number;
    await page.locator('[data-testid="list-pagination"] button').nth(2).click();
    // A function, not a string: the app's Content-Security-Policy forbids eval.
    const shownAt = (await (
      await page.waitForFunction(
        ([selector, previous]) => {
          // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the page's DOM
          const { document, performance } = globalThis as any;
          const text = document.querySelector(selector)?.textContent ?? null;
          return text !== null && text !== previous ? (performance.now() as number) : false;
        },
        [RECORDS, before] as const,
        { timeout: 60_000 },
      )
    ).jsonValue()) as number;
    await page.waitForTimeout(300);
    const next = (await page.evaluate(`(() => {
      const el = document.querySelector('${RECORDS}');
      return { tasks: window.__longTasks, rows: el ? ${COUNT_ROWS} : 0 };
    })()`)) as { tasks: Task[]; rows: number };
    return {
      mode: options.mode,
      pageSize: options.pageSize,
      cpuSlowdown: options.cpuSlowdown,
      rows: next.rows,
      firstLoadLongestMs,
      nextPageLongestMs: longest(next.tasks, clickedAt, shownAt + 100),
      nextPageMs: Math.round(shownAt - clickedAt),
    };
  } finally {
    await page.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** `measureListRender` `runs` times; each figure is the median of the runs (a busy machine). */
export async function measureListRenderMedian(
  context: BrowserContext,
  url: string,
  options: { mode: string; storageKey: string; pageSize: number; cpuSlowdown: number },
  runs: number,
): Promise<RenderMeasure & { runs: number }> {
  const all: RenderMeasure[] = [];
  for (let i = 0; i < runs; i++) all.push(await measureListRender(context, url, options));
  return {
    mode: options.mode,
    pageSize: options.pageSize,
    cpuSlowdown: options.cpuSlowdown,
    rows: Math.min(...all.map((m) => m.rows)),
    firstLoadLongestMs: median(all.map((m) => m.firstLoadLongestMs)),
    nextPageLongestMs: median(all.map((m) => m.nextPageLongestMs)),
    nextPageMs: median(all.map((m) => m.nextPageMs)),
    runs,
  };
}
