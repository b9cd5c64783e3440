// The fleet page in a real browser: Debian's chromium driven by playwright-core, offline, with
// a fresh profile. The page must render every store, worsening first, make no network request,
// run no script, and the screenshot must actually show the rows (not a blank page).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { haveChromium, offlineBrowser, recordingPage, warnIfNoChromium } from "../support/chromium.js";
import { buildFleet } from "../../src/fleet/model.js";
import { renderFleetHtml } from "../../src/fleet/html.js";
import { fleetDigests } from "./fixtures.js";

warnIfNoChromium("fleet browser test");

describe.skipIf(!haveChromium)("fleet page in headless Chromium", () => {
  it("renders the stores, worsening first, offline and script-free", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bg-fleet-browser-"));
    const context = await offlineBrowser(dir, { width: 1100, height: 500 });
    try {
      const { worse, better, young } = fleetDigests();
      const stores = buildFleet([...better, ...young, ...worse]);
      const file = path.join(dir, "fleet.html");
      await writeFile(file, renderFleetHtml(stores, { title: "acme fleet" }));

      const { page, requests } = await recordingPage(context);
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });
      await page.goto(pathToFileURL(file).href);

      const rows = page.locator("tbody tr[data-store]");
      expect(await rows.count()).toBe(3);
      expect(await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-verdict")))).toEqual(["worsening", "not-enough-data", "improving"]);
      expect(await rows.first().locator("td.store").textContent()).toBe("acme/checkout-agent");
      // The hostile store name is shown as text, and its markup never became an element.
      expect(await rows.nth(1).locator("td.store").textContent()).toBe('<img src=x onerror="alert(1)">/evil');
      expect(await page.locator("tbody img").count()).toBe(0);
      expect(dialogs).toEqual([]);
      expect(requests.filter((u) => !u.startsWith("file:"))).toEqual([]);
      for (let i = 0; i < 3; i++) {
        const box = await rows.nth(i).boundingBox();
        expect(box!.width).toBeGreaterThan(500);
        expect(box!.height).toBeGreaterThan(10);
      }
      // The worsening row is drawn with its red marker: sample the screenshot's pixels.
      const shot = await page.locator("table").screenshot();
      expect(shot.subarray(1, 4).toString()).toBe("PNG");
      const probe = await context.newPage();
      const colours = await probe.evaluate(async (b64) => {
        // Runs in the page; the test's TypeScript has no DOM library, so name what is used.
        type Img = { src: string; width: number; height: number; decode(): Promise<void> };
        type Ctx = { drawImage(i: Img, x: number, y: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
        type Canvas = { width: number; height: number; getContext(kind: "2d"): Ctx | null };
        const dom = globalThis as unknown as { Image: new () => Img; document: { createElement(tag: "canvas"): Canvas } };
        const { document } = dom;
        const img = new dom.Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const g = canvas.getContext("2d")!;
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, img.width, img.height).data;
        let red = 0;
        let dark = 0;
        for (let i = 0; i < data.length; i += 4) {
          const [r, gg, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
          if (r > 150 && gg < 80 && b < 80) red++;
          if (r < 90 && gg < 90 && b < 90) dark++;
        }
        return { red, dark, width: img.width, height: img.height };
      }, shot.toString("base64"));
      expect(colours.width).toBeGreaterThan(500);
      expect(colours.red).toBeGreaterThan(50); // failure-rate bars and the worsening marker
      expect(colours.dark).toBeGreaterThan(500); // text
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
