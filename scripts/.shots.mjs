// node scripts/.shots.mjs <fr|en> <width> <path> <name> [button]
import { chromium } from '@playwright/test';
const [lang, width, path, name, button] = process.argv.slice(2);
const base = process.env.BASE ?? 'http://127.0.0.1:5077';
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const context = await browser.newContext({ locale: lang === 'en' ? 'en-CA' : 'fr-CA', viewport: { width: Number(width), height: 900 } });
const page = await context.newPage();
await page.goto(`${base}/login`);
await page.locator('input[type=email], input[name=username], input#username').first().fill(process.env.WHO ?? 'admin@demo.ca');
await page.locator('input[type=password]').first().fill('Guichet-demo-2026');
await page.keyboard.press('Enter');
await page.waitForURL(/\/apps\//, { timeout: 30000 });
await page.goto(`${base}${path}`);
await page.waitForTimeout(2500);
if (button) { await page.getByRole('button', { name: button }).first().click(); await page.waitForTimeout(1500); }
await page.screenshot({ path: `/tmp/shots/${name}-${lang}-${width}.png`, fullPage: true });
await browser.close();
