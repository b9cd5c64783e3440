// Renders one `blamegate scan` finding the way GitHub's code-scanning alert page shows it
// (rule, severity, the file's lines with the flagged characters marked, message, help), from the
// real SARIF of the poisoned fixture, and screenshots it with headless Chromium for the docs:
// `node scripts/run-ts.mjs scripts/render-scan-alert.ts` → docs/images/scan-alert.png.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { buildScanSarif } from "../src/scan/sarif.js";
import { scanRepository } from "../src/scan/scan.js";

const root = path.resolve("test/scan/fixtures");
const report = await scanRepository(root, ["poisoned/server.ts"]);
const log = buildScanSarif({ findings: report.findings, toolVersion: "0.1.0", informationUri: "https://www.npmjs.com/package/blamegate" });
const run = log.runs[0]!;
const result = run.results!.find((r) => r.ruleId === "BGS001")!;
const rule = run.tool.driver.rules!.find((r) => r.id === result.ruleId)!;
const region = result.locations![0]!.physicalLocation!.region!;
const file = result.locations![0]!.physicalLocation!.artifactLocation!.uri!;
const lines = readFileSync(path.join(root, file), "utf8").split("\n");

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const first = Math.max(1, region.startLine! - 2);
const code = lines
  .slice(first - 1, region.startLine! + 2)
  .map((text, i) => {
    const n = first + i;
    let body = esc(text);
    if (n === region.startLine) {
      const a = region.startColumn! - 1;
      const b = region.endColumn! - 1;
      body = `${esc(text.slice(0, a))}<mark>${esc(text.slice(a, b))}</mark>${esc(text.slice(b))}`;
    }
    return `<tr${n === region.startLine ? ' class="hit"' : ""}><td class="n">${n}</td><td><pre>${body}</pre></td></tr>`;
  })
  .join("");
const severity = Number(rule.properties!["security-severity"]) >= 9 ? "Critical" : "High";
const html = `<!doctype html><meta charset="utf-8"><style>
body{font:14px -apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#1f2328;margin:0;padding:24px;background:#fff;width:980px}
h1{font-size:24px;font-weight:400;margin:0 0 8px} .badges span{display:inline-block;border-radius:2em;padding:2px 10px;font-size:12px;font-weight:600;margin-right:6px}
.open{background:#1f883d;color:#fff}.crit{background:#ffebe9;color:#d1242f;border:1px solid #ff818266}.tool{background:#f6f8fa;border:1px solid #d0d7de}
.box{border:1px solid #d0d7de;border-radius:6px;margin-top:16px;overflow:hidden}.path{background:#f6f8fa;padding:8px 16px;border-bottom:1px solid #d0d7de;font-family:ui-monospace,monospace;font-size:12px}
table{border-collapse:collapse;width:100%}td{padding:0 8px;vertical-align:top}td.n{color:#59636e;text-align:right;width:36px;font-family:ui-monospace,monospace;font-size:12px}
pre{margin:0;font:12px/20px ui-monospace,SFMono-Regular,Menlo,monospace;white-space:pre-wrap;word-break:break-all}tr.hit{background:#fff8c5}mark{background:#ffd8b5;border-bottom:2px solid #d1242f}
.msg{padding:12px 16px;border-top:1px solid #d0d7de;background:#fff5f5}.msg b{color:#d1242f}.help{padding:12px 16px;border-top:1px solid #d0d7de;color:#59636e;font-size:13px}
</style>
<h1>${esc(rule.shortDescription!.text)}</h1>
<div class="badges"><span class="open">Open</span><span class="crit">${severity} · ${esc(String(rule.properties!["security-severity"]))}</span><span class="tool">blamegate-scan · ${esc(rule.id)} ${esc(rule.name!)}</span></div>
<div class="box"><div class="path">test/scan/fixtures/${esc(file)}:${region.startLine}</div><table>${code}</table>
<div class="msg"><b>Error</b> ${esc(result.message.text ?? "")}</div>
<div class="help">${esc(rule.fullDescription!.text)}</div></div>`;

const profile = mkdtempSync(path.join(tmpdir(), "bg-alert-"));
try {
  const browser = await chromium.launchPersistentContext(profile, { executablePath: "/usr/bin/chromium", headless: true, viewport: { width: 1030, height: 400 }, offline: true });
  const page = await browser.newPage();
  await page.setContent(html);
  await page.screenshot({ path: "docs/images/scan-alert.png", fullPage: true });
  await browser.close();
} finally {
  rmSync(profile, { recursive: true, force: true });
}
console.log("wrote docs/images/scan-alert.png");
