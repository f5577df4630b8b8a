import { chromium } from 'playwright-core';
import { serveStatic } from './scripts/perf/static-server';
const server = await serveStatic('/tmp/pr-dist', 4190);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu'] });
for (const p of process.argv.slice(2)) {
  const page = await browser.newPage();
  const logs: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') logs.push(m.type() + ': ' + m.text()); });
  page.on('pageerror', (e) => logs.push('pageerror: ' + e.message));
  await page.goto('http://127.0.0.1:4190' + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const info = await page.evaluate(() => ({
    title: document.title,
    titles: document.querySelectorAll('title').length,
    descs: document.querySelectorAll('meta[name=description]').length,
    canon: [...document.querySelectorAll('link[rel=canonical]')].map((l) => (l as HTMLLinkElement).href),
    ld: document.querySelectorAll('script[type="application/ld+json"]').length,
    h1: document.querySelector('h1')?.textContent,
    scripts: [...document.querySelectorAll('script[type=module]')].map((s) => (s as HTMLScriptElement).src.split('/').pop()),
  }));
  console.log(p, JSON.stringify(info), logs);
  await page.close();
}
await browser.close();
await server.close();
