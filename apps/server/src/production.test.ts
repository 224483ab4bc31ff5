import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The production install and start (README.md, "Production"): what `npm ci --omit=dev`
 * installs, the server bundle running from its folder, and the deploy/ files naming what
 * exists. No Docker here: the image's steps are checked as far as they name files and scripts.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readJson = (file: string) => JSON.parse(read(file)) as Record<string, unknown>;
const serverPackage = readJson('apps/server/package.json') as {
  dependencies: Record<string, string>;
};
const rootPackage = readJson('package.json') as { scripts: Record<string, string> };

/** Development tools that must never reach a server. */
const DEV_TOOLS = [
  'playwright',
  'playwright-core',
  '@playwright/test',
  'lighthouse',
  'vite',
  'vitest',
  'esbuild',
  'typescript',
  'tsx',
  'jsdom',
  'autocannon',
];

/** The `serve` script's node flags and file: the Dockerfile and the unit must start the same. */
const serveCommand = rootPackage.scripts.serve!.split(/\s+/);

describe('the production dependency tree (npm ci --omit=dev)', () => {
  // The installed tree as `--omit=dev` would keep it; npm exits 1 on any oddity of the local
  // install (an extraneous package), which says nothing of the production tree: read it anyway.
  const tree = spawnSync('npm', ['ls', '--omit=dev', '--all', '--parseable'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).stdout;
  const names = new Set(
    tree
      .split('\n')
      .filter((line) => line.includes(`${path.sep}node_modules${path.sep}`))
      .map((line) => line.slice(line.lastIndexOf(`node_modules${path.sep}`) + 13)),
  );

  it('holds no development tool', () => {
    expect(DEV_TOOLS.filter((name) => names.has(name))).toEqual([]);
    // The web app is served as built files: none of its libraries is needed at run time.
    expect(['react', '@mui/material'].filter((name) => names.has(name))).toEqual([]);
  });

  it("holds every one of the server's runtime dependencies", () => {
    const external = Object.keys(serverPackage.dependencies).filter(
      (d) => !d.startsWith('@caffee/'),
    );
    expect(external.filter((name) => !names.has(name))).toEqual([]);
  });
});

describe('the server bundle', () => {
  // Under apps/server, so that the bundle finds node_modules as dist/ does.
  const out = path.join(root, 'apps/server/node_modules/.cache/caffee-production-test');
  const data = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-production-'));
  afterAll(() => {
    fs.rmSync(out, { recursive: true, force: true });
    fs.rmSync(data, { recursive: true, force: true });
  });

  it('imports at run time only node built-ins and its own dependencies', () => {
    fs.rmSync(out, { recursive: true, force: true });
    execFileSync(process.execPath, ['build.mjs', out], { cwd: path.join(root, 'apps/server') });
    const imported = new Set<string>();
    for (const file of ['main.js', 'cli.js']) {
      const code = fs.readFileSync(path.join(out, file), 'utf8');
      // esbuild writes static imports one a line, and dynamic ones as import("...").
      const statics = code.matchAll(
        /^(?:import|export)\s(?:[^'";]*?\bfrom\s*)?["']([^"']+)["'];$/gm,
      );
      const dynamics = code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g);
      for (const [, spec] of [...statics, ...dynamics]) {
        if (!spec!.startsWith('.') && !spec!.startsWith('/')) imported.add(spec!);
      }
    }
    const packageOf = (spec: string) =>
      spec
        .split('/')
        .slice(0, spec.startsWith('@') ? 2 : 1)
        .join('/');
    expect(imported).toContain('fastify');
    const outside = [...imported].filter(
      (spec) => !spec.startsWith('node:') && !(packageOf(spec) in serverPackage.dependencies),
    );
    expect(outside).toEqual([]);
    // The contract is bundled: the server needs no TypeScript source at run time.
    expect([...imported].filter((spec) => spec.startsWith('@caffee/'))).toEqual([]);
  });

  it('starts from the bundle with the production settings and answers its health check', async () => {
    const port = await freePort();
    const web = path.join(data, 'web');
    fs.mkdirSync(web);
    fs.writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Caffee</title>');
    const flags = serveCommand.filter((arg) => arg.startsWith('--'));
    const child = spawn(process.execPath, [...flags, path.join(out, 'main.js')], {
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATA_DIR: path.join(data, 'data'),
        CAFFEE_DEMO: 'false',
        PUBLIC_URL: 'https://records.example.org',
        WEB_DIST: web,
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // Migrating a new database on a loaded machine: poll for up to a minute.
      let health: { status?: string } | undefined;
      for (let tries = 0; tries < 240 && child.exitCode === null; tries += 1) {
        health = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((res) => (res.ok ? (res.json() as Promise<{ status?: string }>) : undefined))
          .catch(() => undefined);
        if (health) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(health?.status, output).toBe('ok');
    } finally {
      child.kill('SIGTERM');
    }
    expect(await exited, output).toBe(0);
  }, 120_000);

  it('`npm run serve` refuses to start, saying why, when nothing is built', () => {
    const checkout = fs.mkdtempSync(path.join(os.tmpdir(), 'caffee-unbuilt-'));
    try {
      fs.mkdirSync(path.join(checkout, 'scripts'));
      fs.copyFileSync(
        path.join(root, 'scripts/serve.mjs'),
        path.join(checkout, 'scripts/serve.mjs'),
      );
      const res = spawnSync(process.execPath, [path.join(checkout, 'scripts/serve.mjs')], {
        encoding: 'utf8',
        env: { PATH: process.env.PATH },
      });
      expect(res.status).toBe(1);
      expect(res.stderr).toMatch(/not built.*apps\/server\/dist\/main\.js/);
      expect(res.stderr).toContain('npm run build');
    } finally {
      fs.rmSync(checkout, { recursive: true, force: true });
    }
  });
});

describe('deploy/', () => {
  const dockerfile = read('deploy/Dockerfile');
  const unit = read('deploy/caffee.service');
  /** Instructions with their continuation lines joined. */
  const instructions = dockerfile
    .replace(/\\\n/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.trim().startsWith('#'));

  it('the Dockerfile copies what exists and starts as `npm run serve`', () => {
    const stages = instructions.filter((line) => line.startsWith('FROM '));
    expect(stages).toHaveLength(2);
    expect(stages.at(-1)).toMatch(/^FROM node:20-slim$/);
    for (const line of instructions.filter((l) => l.startsWith('COPY '))) {
      const parts = line.split(/\s+/).slice(1);
      const from = parts.find((p) => p.startsWith('--from='));
      const sources = parts.filter((p) => !p.startsWith('--')).slice(0, -1);
      for (const source of sources) {
        if (from) {
          // From the build stage: what `npm run build` writes (apps/*/dist).
          expect(source, line).toMatch(/^\/app\/apps\/(server|web)\/dist$/);
        } else if (source !== '.') {
          expect(fs.existsSync(path.join(root, source)), line).toBe(true);
        }
      }
    }
    // Every workspace's package.json, so that `npm ci` sees the lockfile's workspaces.
    const workspaces = ['packages/contract', 'apps/server', 'apps/web', 'e2e', 'bench'];
    for (const w of workspaces) {
      expect(dockerfile.split(`COPY ${w}/package.json ${w}/`).length - 1, w).toBe(2);
    }
    expect(instructions).toContain('RUN npm run build');
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
    expect(instructions.some((l) => /^USER (?!root)\S+$/.test(l))).toBe(true);
    expect(instructions.find((l) => l.startsWith('HEALTHCHECK'))).toContain('/api/health');
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    expect(dockerfile).toMatch(/VOLUME \["\/data"\]/);
    const cmd = instructions.find((l) => l.startsWith('CMD '))!;
    expect(JSON.parse(cmd.slice(4))).toEqual(serveCommand);
    const ignored = read('.dockerignore').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', 'data']));
  });

  it('the systemd unit runs `npm run serve` as its own user, hardened, writing its data only', () => {
    const settings = new Map<string, string[]>();
    for (const line of unit.split('\n')) {
      const match = /^([A-Za-z]+)=(.*)$/.exec(line);
      if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
    }
    const one = (key: string) => settings.get(key)?.[0];
    expect(one('User')).toMatch(/^(?!root$)\w+$/);
    expect(one('EnvironmentFile')).toMatch(/^-?\//);
    expect(one('NoNewPrivileges')).toBe('yes');
    expect(one('ProtectSystem')).toBe('strict');
    expect(one('Restart')).toBe('on-failure');
    const dataDir = settings
      .get('Environment')
      ?.find((e) => e.startsWith('DATA_DIR='))
      ?.slice('DATA_DIR='.length);
    expect(dataDir).toBeDefined();
    expect(one('ReadWritePaths')).toBe(dataDir);
    const [node, ...args] = one('ExecStart')!.split(/\s+/);
    expect(path.basename(node!)).toBe('node');
    expect(['node', ...args]).toEqual(serveCommand);
    expect(fs.existsSync(path.join(root, args.at(-1)!))).toBe(true);
    // The unit file's own syntax, where systemd's checker is installed.
    const verify = spawnSync(
      'systemd-analyze',
      ['verify', path.join(root, 'deploy/caffee.service')],
      {
        encoding: 'utf8',
      },
    );
    if (!verify.error) expect(verify.stderr.trim()).toBe('');
  });
});

describe('README.md', () => {
  const readme = read('README.md');
  const start = readme.indexOf('## Configuration');
  const table = readme.slice(start, readme.indexOf('\n### ', start));

  it('lists every environment variable the server and the scripts read', () => {
    const names = new Set<string>();
    // The server's settings (config.ts) and every direct read in the server and the scripts.
    for (const [, name] of read('apps/server/src/config.ts').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm))
      names.add(name!);
    const sources = [
      ...filesUnder(path.join(root, 'apps/server/src')),
      ...filesUnder(path.join(root, 'scripts')),
      path.join(root, 'apps/server/build.mjs'),
    ];
    for (const file of sources) {
      for (const [, name] of fs
        .readFileSync(file, 'utf8')
        .matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]+)/g))
        names.add(name!);
    }
    expect(names.size).toBeGreaterThan(15);
    expect([...names].filter((name) => !table.includes(`| \`${name}\``))).toEqual([]);
  });

  it('names the production commands', () => {
    for (const command of ['npm ci --omit=dev', 'npm run serve', 'npm run build']) {
      expect(readme).toContain(command);
    }
  });
});

function filesUnder(dir: string): string[] {
  return (
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      // Tests set variables for the processes they start; what they read is in test/ helpers.
      .filter((e) => e.isFile() && /\.(ts|mjs|js)$/.test(e.name) && !/\.test\.ts$/.test(e.name))
      .map((e) => path.join(e.parentPath, e.name))
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
