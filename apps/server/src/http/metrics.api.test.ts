import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { createTestServer, TEST_DB, type TestServer } from '../test/harness.js';

const TOKEN = 'metrics-token-for-the-test-0123456789';

// Prometheus' text format (0.0.4), line by line: comments, and samples with optional labels.
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const LABEL = '[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\\\\\n]|\\\\[\\\\"n])*"';
// prom-client writes `Nan` for an empty histogram's mean; Prometheus reads values with Go's
// ParseFloat, which takes NaN in any case.
const VALUE = '(?:[+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?|[+-]Inf|[Nn]a[Nn])';
const SAMPLE = new RegExp(
  `^(${NAME})(?:\\{(?:${LABEL}(?:,${LABEL})*,?)?\\})? (${VALUE})(?: -?\\d+)?$`,
);
const HELP = new RegExp(`^# HELP (${NAME}) .*$`);
const TYPE = new RegExp(`^# TYPE (${NAME}) (counter|gauge|histogram|summary|untyped)$`);

/** Every line's fault against the format, and each sample's family declared before it. */
function formatProblems(text: string): string[] {
  const problems: string[] = [];
  const types = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type = TYPE.exec(line);
    if (type) {
      types.set(type[1]!, type[2]!);
      continue;
    }
    if (HELP.test(line)) continue;
    const sample = SAMPLE.exec(line);
    if (!sample) {
      problems.push(`not a metric line: ${line}`);
      continue;
    }
    const name = sample[1]!;
    const family = [name, name.replace(/_(bucket|sum|count)$/, '')].find((n) => types.has(n));
    if (!family) problems.push(`no TYPE before ${name}`);
  }
  return problems;
}

/** The value of the one sample with exactly this name and these labels, 0 when absent. */
function valueOf(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  for (const line of text.split('\n')) {
    const sample = SAMPLE.exec(line);
    if (!sample || sample[1] !== name) continue;
    const inner = /\{(.*)\}/.exec(line)?.[1] ?? '';
    const got = [...inner.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)]
      .map(([, k, v]) => `${k}="${v}"`)
      .sort()
      .join(',');
    if (got === wanted) return Number(sample[2]);
  }
  return 0;
}

describe('metrics without METRICS_TOKEN', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 404, as an unknown address, with or without a token', async () => {
    const bare = await t.request({ method: 'GET', url: '/api/metrics' });
    expect(bare.status).toBe(404);
    expect(bare.body.code).toBe('not_found');
    const guessed = await t.request({ method: 'GET', url: '/api/metrics', token: TOKEN });
    expect(guessed.status).toBe(404);
  });
});

describe('metrics with METRICS_TOKEN', () => {
  let t: TestServer;
  let token: string;
  const scrape = async () => {
    const res = await t.request({ method: 'GET', url: '/api/metrics', token: TOKEN });
    expect(res.status).toBe(200);
    return res;
  };
  beforeAll(async () => {
    t = await createTestServer({ METRICS_TOKEN: TOKEN });
    token = (await t.signedIn({ type: 'admin' })).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a request without the token or with another one', async () => {
    expect((await t.request({ method: 'GET', url: '/api/metrics' })).status).toBe(401);
    const wrong = await t.request({ method: 'GET', url: '/api/metrics', token: `${TOKEN}x` });
    expect(wrong.status).toBe(401);
    // A user's valid access token is not the metrics token.
    expect((await t.request({ method: 'GET', url: '/api/metrics', token })).status).toBe(401);
  });

  it('serves Prometheus text that parses, line by line', async () => {
    const res = await scrape();
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = String(res.body);
    expect(formatProblems(text)).toEqual([]);
    // Event-loop lag comes with the process metrics.
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \S+$/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \S+$/m);
  });

  it('counts requests by route template, method and status', async () => {
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const before = valueOf(String((await scrape()).body), 'caffee_http_requests_total', health);
    for (let i = 0; i < 3; i += 1) await t.request({ method: 'GET', url: '/api/health' });
    await t.request({ method: 'GET', url: '/api/v1/institutes/987654', token });
    await t.request({ method: 'GET', url: '/api/no-such-thing/12345' });
    const text = String((await scrape()).body);
    expect(formatProblems(text)).toEqual([]);
    expect(valueOf(text, 'caffee_http_requests_total', health)).toBe(before + 3);
    expect(
      valueOf(text, 'caffee_http_request_duration_seconds_count', health),
    ).toBeGreaterThanOrEqual(3);
    expect(
      valueOf(text, 'caffee_http_request_duration_seconds_bucket', { ...health, le: '+Inf' }),
    ).toBe(valueOf(text, 'caffee_http_request_duration_seconds_count', health));
    // The template, not the address: one series whatever the id.
    const record = { method: 'GET', route: '/api/v1/institutes/:id', status: '404' };
    expect(valueOf(text, 'caffee_http_requests_total', record)).toBe(1);
    expect(text).not.toContain('987654');
    const unknown = { method: 'GET', route: 'unmatched', status: '404' };
    expect(valueOf(text, 'caffee_http_requests_total', unknown)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-thing');
  });

  it("counts the caches' hits and misses", async () => {
    const callers = (text: string, result: string) =>
      valueOf(text, 'caffee_cache_lookups_total', { cache: 'callers', result });
    const before = String((await scrape()).body);
    // The same token twice: the second is answered from the cache of callers.
    await t.request({ method: 'GET', url: '/api/v1/users/current', token });
    await t.request({ method: 'GET', url: '/api/v1/users/current', token });
    const after = String((await scrape()).body);
    expect(callers(after, 'hit')).toBeGreaterThan(callers(before, 'hit'));
    expect(callers(after, 'miss')).toBeGreaterThanOrEqual(1);
    // The scraper's token is not taken for a user's: scraping looks nothing up.
    const again = String((await scrape()).body);
    expect([callers(again, 'hit'), callers(again, 'miss')]).toEqual([
      callers(after, 'hit'),
      callers(after, 'miss'),
    ]);
    if (TEST_DB === 'sqlite') {
      const statements = valueOf(after, 'caffee_cache_lookups_total', {
        cache: 'statements',
        result: 'hit',
      });
      expect(statements).toBeGreaterThan(0);
    }
  });

  it('shows the PostgreSQL pool, and no pool on SQLite', async () => {
    const text = String((await scrape()).body);
    if (TEST_DB === 'postgres') {
      expect(valueOf(text, 'caffee_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
      expect(text).toMatch(/^caffee_db_pool_connections\{state="idle"\} \d+$/m);
      expect(text).toMatch(/^caffee_db_pool_connections\{state="waiting"\} \d+$/m);
    } else {
      expect(text).not.toContain('caffee_db_pool_connections');
    }
  });

  it('refuses a short token at start', () => {
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
