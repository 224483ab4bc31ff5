import { launchBrowser, storeSession } from './browser.js';
import { freePort, signIn, startWebServer } from './server.js';
const server = await startWebServer();
const browser = await launchBrowser(await freePort());
try {
  const admin = server.accounts.find((a) => a.type === 'admin')!;
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 412, height: 823 });
  await storeSession(page, server.url, await signIn(server.url, admin));
  for (const p of ['/admin/news-feeds', '/admin/dashboard']) {
    await page.goto(server.url + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1500);
    const info = await page.evaluate(() => {
      const sheets = [...document.styleSheets];
      let rules = 0;
      const samples: string[] = [];
      for (const s of sheets) {
        try {
          rules += s.cssRules.length;
          for (const r of [...s.cssRules].slice(0, 400)) samples.push(r.cssText.slice(0, 60));
        } catch {}
      }
      return { sheets: sheets.length, rules, dom: document.querySelectorAll('*').length, samples };
    });
    const classes = new Map<string, number>();
    for (const s of info.samples) {
      const k = s.replace(/\.mui-[a-z0-9]+/g, '.mui-X').slice(0, 40);
      classes.set(k, (classes.get(k) ?? 0) + 1);
    }
    console.log(p, info.sheets, 'sheets', info.rules, 'rules', info.dom, 'elements');
    console.log([...classes].sort((a, b) => b[1] - a[1]).slice(0, 15));
  }
} finally {
  await browser.close();
  await server.stop();
}
