import {
  pageName,
  renderIndex,
  renderPostmortem
} from "./chunk-3VWUZRW4.js";
import {
  buildPostmortem,
  wantsPostmortem
} from "./chunk-L5FMTPH4.js";
import {
  analyzeTrace
} from "./chunk-7R7UQVR2.js";
import "./chunk-W7QSPTVG.js";
import "./chunk-OSTJ22LZ.js";
import "./chunk-427XYTLT.js";
import "./chunk-FKMTWSB6.js";
import {
  readTraces
} from "./chunk-UVBXXZAU.js";
import "./chunk-FNUF3IYR.js";
import "./chunk-OBIDNGEN.js";
import "./chunk-DN7FSM5J.js";
import "./chunk-XC4LOQ3F.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";
import "./chunk-DMPWNOXV.js";
import "./chunk-MT22UFTG.js";
import "./chunk-KWID7SGT.js";
import "./chunk-VJQPCMMQ.js";
import "./chunk-N2X3B6NU.js";

// src/action/investigate.ts
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
var MAX_PAGES = 50;
var MAX_REREAD_BYTES = 64 * 1024 * 1024;
var POSTMORTEM_ARTIFACT = "blamegate-postmortem";
async function writePostmortems(result, outDir, cwd, logger) {
  const candidates = [];
  for (const t of result.traces) if (wantsPostmortem(t)) candidates.push(t);
  const wanted = candidates.sort((a, b) => (b.verdict?.confidence ?? 0) - (a.verdict?.confidence ?? 0)).slice(0, MAX_PAGES);
  if (wanted.length === 0) return null;
  const byKey = new Map(wanted.map((t) => [`${t.file}
${t.id}`, t]));
  const folder = path.join(outDir, "postmortem");
  await mkdir(folder, { recursive: true });
  const rows = [];
  let unread = 0;
  for (const file of [...new Set(wanted.map((t) => t.file))]) {
    const abs = path.resolve(cwd, file);
    if (((await stat(abs).catch(() => null))?.size ?? Infinity) > MAX_REREAD_BYTES) {
      unread++;
      continue;
    }
    for await (const item of readTraces(abs, { display: file })) {
      const original = "trace" in item ? byKey.get(`${file}
${item.trace.id}`) : void 0;
      if (!original || !("trace" in item)) continue;
      const trace = item.trace;
      const pm = buildPostmortem(trace, { ...analyzeTrace(trace, { integrity: "off" }), ...original.integrity ? { integrity: original.integrity } : {} });
      const name = pageName(`${file}#${trace.id}`);
      await writeFile(path.join(folder, name), renderPostmortem(pm));
      rows.push({ page: name, pm });
    }
  }
  await writeFile(path.join(folder, "index.html"), renderIndex(rows));
  if (unread) logger.info(`postmortem pages: ${unread} file(s) larger than ${MAX_REREAD_BYTES >> 20} MiB not read again`);
  return { folder, pages: rows.length, files: [...rows.map((r) => path.join(folder, r.page)), path.join(folder, "index.html")] };
}
async function uploadPostmortems(folder, files) {
  const { DefaultArtifactClient } = await import("./artifact-HYUSDYHG.js");
  const res = await new DefaultArtifactClient().uploadArtifact(POSTMORTEM_ARTIFACT, files, folder, { retentionDays: 30 });
  return res.id ?? null;
}
async function investigateRun(result, outDir, cwd, logger, artifacts) {
  const { scoreboardSection } = await import("./scoreboard-LG6CSUEG.js");
  let summary = "";
  try {
    summary = scoreboardSection(result.traces);
  } catch (err) {
    logger.warning(`agent scoreboard not made: ${errorMessage(err)}`);
  }
  const pages = await writePostmortems(result, outDir, cwd, logger).catch((err) => {
    logger.warning(`postmortem pages not written: ${errorMessage(err)}`);
    return null;
  });
  if (pages) summary += `
${pages.pages} postmortem page${pages.pages === 1 ? "" : "s"} in \`${path.relative(cwd, pages.folder) || pages.folder}\`${artifacts ? ` (artifact \`${POSTMORTEM_ARTIFACT}\`)` : ""}.
`;
  return {
    summary,
    // Returns the artifact's page, for the comment's links; null when there is none.
    upload: async (runUrl) => {
      if (!pages || !artifacts) return null;
      try {
        const id = await uploadPostmortems(pages.folder, pages.files);
        const core = await import("./core-ISFKPE42.js");
        if (id === null || !runUrl) return null;
        const url = `${runUrl}/artifacts/${id}`;
        await core.summary.addRaw(`
[Open the postmortem pages](${url}) (artifact \`${POSTMORTEM_ARTIFACT}\`: unzip, open index.html).
`).write();
        return url;
      } catch (err) {
        logger.warning(`postmortem pages not uploaded: ${errorMessage(err)}`);
        return null;
      }
    }
  };
}
export {
  MAX_PAGES,
  MAX_REREAD_BYTES,
  POSTMORTEM_ARTIFACT,
  investigateRun,
  uploadPostmortems,
  writePostmortems
};
