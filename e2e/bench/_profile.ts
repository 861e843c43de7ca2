import { launchChromium, startBenchSite } from './bench-site';
const site = await startBenchSite();
const browser = await launchChromium();
try {
  for (let run = 0; run < 2; run++) {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto(site.baseUrl + (process.env.ROUTE ?? '/simple-onboarding'), { waitUntil: 'networkidle' });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.mouse.move(100, 100);
    await page.locator('input').first().focus();
    await page.waitForTimeout(4000);
    const { profile } = (await cdp.send('Profiler.stop')) as any;
    const byId = new Map(profile.nodes.map((n: any) => [n.id, n]));
    const t = new Map<string, number>();
    const byUrl = new Map<string, number>();
    profile.samples.forEach((id: number, i: number) => {
      const n: any = byId.get(id);
      const cf = n.callFrame;
      const k = `${cf.functionName || '(anon)'} ${cf.url.split('/').pop()}:${cf.lineNumber}`;
      t.set(k, (t.get(k) ?? 0) + profile.timeDeltas[i]);
      const u = cf.url.split('/').pop() || cf.functionName;
      byUrl.set(u, (byUrl.get(u) ?? 0) + profile.timeDeltas[i]);
    });
    console.log('--- by file (ms)');
    for (const [k, v] of [...byUrl].sort((a, b) => b[1] - a[1]).slice(0, 14)) console.log((v / 1000).toFixed(0).padStart(6), k);
    console.log('--- by function');
    for (const [k, v] of [...t].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log((v / 1000).toFixed(0).padStart(6), k);
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
}
