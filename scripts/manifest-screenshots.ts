// Writes the web app manifest's screenshots (home at phone and desktop sizes) from a running app.
// Usage: tsx scripts/manifest-screenshots.ts <baseUrl> <email> <password>
import { launchChromium } from '../test-support/browser';

const [baseUrl = 'http://localhost:3000', email = '', password = ''] = process.argv.slice(2);
const browser = await launchChromium();
for (const [name, width, height] of [['home-narrow', 390, 844], ['home-wide', 1280, 800]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByText('Welcome to').waitFor();
  await page.waitForTimeout(2600); // the sign-in toast closes after 2 s
  await page.screenshot({ path: `pwa/public/screenshots/${name}.png` });
  await page.close();
}
await browser.close();
