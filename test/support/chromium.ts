// Debian's Chromium, driven by playwright-core, the way the browser tests use it: headless,
// offline, a fresh profile, and every request the page makes recorded (a self-contained page
// makes none). Tests skip with a warning where Chromium is absent.
import { existsSync } from "node:fs";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";

export const CHROMIUM = "/usr/bin/chromium";
export const haveChromium = existsSync(CHROMIUM);

export function warnIfNoChromium(what: string): void {
  if (!haveChromium) console.warn(`${what} skipped: ${CHROMIUM} is absent (apt-get install chromium)`);
}

/** A headless browser with its profile under `dir`; close it when done. */
export function offlineBrowser(dir: string, viewport: { width: number; height: number }): Promise<BrowserContext> {
  return chromium.launchPersistentContext(path.join(dir, "profile"), {
    executablePath: CHROMIUM,
    headless: true,
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    viewport,
  });
}

/** A new page whose requests are collected in the returned list. */
export async function recordingPage(context: BrowserContext): Promise<{ page: Page; requests: string[] }> {
  const page = await context.newPage();
  const requests: string[] = [];
  page.on("request", (r) => void requests.push(r.url()));
  return { page, requests };
}
