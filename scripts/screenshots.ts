// Screenshots of screens at phone (390 px) and desktop (1280 px) widths, for looking at what we build.
// Usage: tsx scripts/screenshots.ts <baseUrl> <outDir> <email> <password> /route1 /route2 ...
import { mkdirSync } from 'node:fs';
import { launchChromium } from '../test-support/browser';

const [baseUrl = 'http://localhost:3000', outDir = '/tmp/shots', email, password, ...routes] = process.argv.slice(2);
mkdirSync(outDir, { recursive: true });
const browser = await launchChromium();
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  if (email && password && email !== '-') {
    await page.goto(`${baseUrl}/login`);
    await page.fill('input[name=email]', email);
    await page.fill('input[name=password]', password);
    await page.click('button[type=submit]');
    await page.waitForURL(`${baseUrl}/`, { timeout: 10_000 });
    await page.waitForSelector('text=Welcome to');
  }
  for (const route of routes) {
    await page.goto(`${baseUrl}${route}`);
    await page.waitForTimeout(1200);
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: `${outDir}/${name}`, fullPage: true });
    console.log(`${outDir}/${name}`);
  }
  await context.close();
}
await browser.close();
