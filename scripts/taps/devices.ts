/**
 * The two visitors of the benchmark. The phone is Lighthouse's mid-range phone, applied for real
 * (not simulated): 4x CPU slowdown and DevTools' "fast 3G" link (562.5 ms RTT, 1.47 Mbps down, 675 kbps
 * up, Lighthouse's devtools throttling). The desktop is a laptop on a good line.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';

export interface Device {
  name: 'phone' | 'desktop';
  context: Parameters<Browser['newContext']>[0];
  cpuSlowdown: number;
  network: { latency: number; downloadThroughput: number; uploadThroughput: number };
}

const kbps = (n: number) => (n * 1024) / 8;

export const PHONE: Device = {
  name: 'phone',
  context: {
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  },
  cpuSlowdown: 4,
  network: { latency: 562.5, downloadThroughput: kbps(1474.56), uploadThroughput: kbps(675) },
};

export const DESKTOP: Device = {
  name: 'desktop',
  context: { viewport: { width: 1350, height: 940 } },
  cpuSlowdown: 1,
  network: { latency: 40, downloadThroughput: kbps(10240), uploadThroughput: kbps(10240) },
};

/** Debian's Chromium, launched the way this machine allows. */
export const CHROMIUM = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  headless: true,
};

/** A fresh context (empty cache and storage) with the device's throttling on its one page. */
export async function openThrottled(
  browser: Browser,
  device: Device,
  baseURL: string,
  initScript: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...device.context, baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  await page.addInitScript(initScript);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...device.network });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: device.cpuSlowdown });
  return { context, page };
}
