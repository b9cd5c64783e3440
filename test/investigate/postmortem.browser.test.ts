// The postmortem page in a real browser: Debian's chromium driven by playwright-core, offline,
// fresh profile. It must render the verdict, the blamed step highlighted, make no request, run
// no script, show hostile markup as text, and the screenshot must show the red highlight.
// The screenshot is kept at $TMPDIR/blamegate-postmortem.png (docs/images/postmortem.png is one).
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { haveChromium, offlineBrowser, recordingPage, warnIfNoChromium } from "../support/chromium.js";
import { run } from "../../src/cli/postmortem.js";
import { buildPostmortem } from "../../src/investigate/postmortem/model.js";
import { pageName, renderPostmortem } from "../../src/investigate/postmortem/html.js";
import { analyzeTrace } from "../../src/results/analyze-trace.js";
import { cli } from "./support.js";
import { hostileTrace, IMG } from "./hostile.js";

warnIfNoChromium("postmortem browser test");

describe.skipIf(!haveChromium)("postmortem page in headless Chromium", () => {
  it("renders the verdict and the highlighted blamed step, offline and script-free", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "bg-pm-browser-"));
    const context = await offlineBrowser(dir, { width: 1100, height: 1500 });
    try {
      const t = cli();
      expect(await run(["examples/traces", "--out", dir], t.io)).toBe(0);
      const evil = hostileTrace();
      await writeFile(path.join(dir, "postmortem", "evil.html"), renderPostmortem(buildPostmortem(evil, analyzeTrace(evil, { integrity: "off" }))));

      const { page, requests } = await recordingPage(context);
      const dialogs: string[] = [];
      page.on("dialog", (d) => {
        dialogs.push(d.message());
        void d.dismiss();
      });

      await page.goto(pathToFileURL(path.join(dir, "postmortem", pageName("ex-booking-unverified"))).href);
      expect(await page.locator(".verdict .mode").textContent()).toBe("FM-3.2 No or incomplete verification at step 2 by example/travel-agent");
      const blamed = page.locator("li.step.blamed");
      expect(await blamed.count()).toBe(1);
      expect(await blamed.getAttribute("data-step")).toBe("2");
      expect(await page.locator("li.step.cited").evaluateAll((els) => els.map((e) => e.getAttribute("data-step")))).toEqual(["2", "3"]);
      expect(await page.locator(".dist .row.verdict-mode").getAttribute("data-mode")).toBe("FM-3.2");
      // The gate's ranked decisive steps lead with the blamed one; its prediction set is marked.
      expect(await page.locator(".verdict .ranked a").first().textContent()).toBe("step 2");
      const setSize = Number(/90% set: (\d+) step/.exec((await page.locator(".verdict .ranked").textContent()) ?? "")?.[1]);
      expect(await page.locator("li.step .badge.set").count()).toBe(setSize);
      expect(await page.locator("ul.fixes li").count()).toBeGreaterThan(0);
      const box = await blamed.boundingBox();
      expect(box!.width).toBeGreaterThan(500);
      // The blamed step is drawn red: count red pixels in its screenshot.
      const shot = await blamed.screenshot();
      await page.screenshot({ path: path.join(tmpdir(), "blamegate-postmortem.png") });
      const probe = await context.newPage();
      const red = await probe.evaluate(async (b64) => {
        type Img = { src: string; width: number; height: number; decode(): Promise<void> };
        type Ctx = { drawImage(i: Img, x: number, y: number): void; getImageData(x: number, y: number, w: number, h: number): { data: Uint8ClampedArray } };
        type Canvas = { width: number; height: number; getContext(kind: "2d"): Ctx | null };
        const dom = globalThis as unknown as { Image: new () => Img; document: { createElement(tag: "canvas"): Canvas } };
        const img = new dom.Image();
        img.src = `data:image/png;base64,${b64}`;
        await img.decode();
        const canvas = dom.document.createElement("canvas");
        canvas.width = img.width;
        canvas.height = img.height;
        const g = canvas.getContext("2d")!;
        g.drawImage(img, 0, 0);
        const data = g.getImageData(0, 0, img.width, img.height).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i]! > 180 && data[i + 1]! < 60 && data[i + 2]! < 80) n++;
        return n;
      }, shot.toString("base64"));
      expect(red).toBeGreaterThan(500); // the 2px red border and the "blamed" badge

      await page.goto(pathToFileURL(path.join(dir, "postmortem", "index.html")).href);
      expect(await page.locator("tbody tr").count()).toBe(6);

      await page.goto(pathToFileURL(path.join(dir, "postmortem", "evil.html")).href);
      expect(await page.locator("img, script, iframe").count()).toBe(0);
      expect(await page.locator("h1").textContent()).toBe(`Postmortem: evil${IMG}`);
      expect(await page.locator("li.step").first().locator("pre").textContent()).toContain(IMG);
      expect(await page.locator("body").textContent()).not.toContain("sk-proj-");
      expect(dialogs).toEqual([]);
      expect(requests.filter((u) => !u.startsWith("file:"))).toEqual([]);
    } finally {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    }
  });
});
