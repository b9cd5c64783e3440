import {
  finishRun,
  jsonReportChunks,
  textOf
} from "./chunk-GPAHKF7I.js";
import {
  EXIT
} from "./chunk-LF6GD3TS.js";
import {
  errorMessage
} from "./chunk-RXXNLPXJ.js";

// src/cli/logger.ts
function cliLogger(io, quiet) {
  return {
    debug() {
    },
    info: (m) => {
      if (!quiet) io.stderr(`${m}
`);
    },
    warning: (m) => io.stderr(`warning: ${m}
`),
    error: (m) => io.stderr(`error: ${m}
`)
  };
}

// src/cli/finish-local.ts
import path2 from "node:path";

// src/cli/head-commit.ts
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
var GIT_LOCATES = /^GIT_(?:DIR|WORK_TREE|COMMON_DIR|CEILING_DIRECTORIES|DISCOVERY_ACROSS_FILESYSTEM|NAMESPACE|OBJECT_DIRECTORY|ALTERNATE_OBJECT_DIRECTORIES|REF_FORMAT|DEFAULT_REF_FORMAT|CONFIG.*|TEST_.*)$/;
var OBJECT_ID = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
var SHARED_REF = /^refs\/(?:heads|tags|remotes)\/[A-Za-z0-9._/-]+$/;
function statOf(p) {
  try {
    return statSync(p);
  } catch {
    return void 0;
  }
}
function readText(p) {
  try {
    return readFileSync(p, "utf8");
  } catch {
    return void 0;
  }
}
function gitFileTarget(file) {
  const m = /^gitdir: (.+)$/m.exec(readText(file) ?? "");
  return m ? path.resolve(path.dirname(file), m[1].trim()) : void 0;
}
function headOf(gitDir, uid) {
  const gitDirStat = statOf(gitDir);
  if (!gitDirStat?.isDirectory() || gitDirStat.uid !== uid) return null;
  const commondir = readText(path.join(gitDir, "commondir"));
  const common = commondir === void 0 ? gitDir : path.resolve(gitDir, commondir.trim());
  if (statOf(path.join(common, "reftable"))) return null;
  const head = readText(path.join(gitDir, "HEAD"))?.replace(/\n$/, "");
  if (head === void 0) return null;
  if (OBJECT_ID.test(head)) return head;
  const ref = /^ref: (.+)$/.exec(head)?.[1];
  if (!ref || !SHARED_REF.test(ref) || ref.split("/").some((part) => part === "" || part.startsWith("."))) return null;
  const loose = readText(path.join(common, ref));
  if (loose !== void 0) {
    const id = loose.replace(/\n$/, "");
    return OBJECT_ID.test(id) ? id : null;
  }
  if (statOf(path.join(common, ref))) return null;
  for (const line of (readText(path.join(common, "packed-refs")) ?? "").split("\n")) {
    const space = line.indexOf(" ");
    if (space > 0 && line.slice(space + 1) === ref) {
      const id = line.slice(0, space);
      return OBJECT_ID.test(id) ? id : null;
    }
  }
  return null;
}
function readHeadCommit(cwd, env) {
  if (Object.keys(env).some((k) => GIT_LOCATES.test(k)) || env.SUDO_UID !== void 0) return null;
  const uid = process.getuid?.();
  if (uid === void 0) return null;
  let dir = path.resolve(cwd);
  const start = statOf(dir);
  if (!start?.isDirectory()) return null;
  for (; ; ) {
    const dotGit = path.join(dir, ".git");
    const st = statOf(dotGit);
    if (st) {
      if (statOf(dir)?.uid !== uid || st.uid !== uid) return null;
      const gitDir = st.isDirectory() ? dotGit : st.isFile() ? gitFileTarget(dotGit) : void 0;
      return gitDir === void 0 ? null : headOf(gitDir, uid);
    }
    if (statOf(path.join(dir, "HEAD"))) return null;
    const up = path.dirname(dir);
    if (up === dir) return "";
    if (statOf(up)?.dev !== start.dev) return null;
    dir = up;
  }
}
async function gitRevParseHead(cwd) {
  const { execFileSync } = await import("node:child_process");
  try {
    return execFileSync("git", ["rev-parse", "HEAD"], { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return "";
  }
}
async function headCommit(cwd, env) {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  return readHeadCommit(cwd, env) ?? await gitRevParseHead(cwd);
}

// src/cli/finish-local.ts
async function finishLocalRun(result, o, io, logger) {
  const { settings } = o;
  let history = [];
  const historyNotes = [];
  const historyFile = settings.history ? path2.resolve(io.cwd, settings.history) : "";
  if (historyFile) {
    const { readHistoryFile } = await import("./history-file-AMTAQBWQ.js");
    let read;
    try {
      read = await readHistoryFile(historyFile);
    } catch (err) {
      io.stderr(`blamegate: --history ${settings.history}: ${errorMessage(err)}
`);
      return EXIT.usage;
    }
    history = read.digests;
    historyNotes.push(...read.notes);
    for (const n of read.notes) logger.warning(n);
  }
  const out = path2.resolve(io.cwd, settings.out);
  const finished = await finishRun(
    {
      settings: { ...settings, out },
      result,
      ...o.scan ? { scan: o.scan } : {},
      digestContext: {
        time: /* @__PURE__ */ new Date(),
        commit: await headCommit(io.cwd, io.env),
        ref: io.env.GITHUB_REF ?? "",
        workflow: "cli",
        repository: io.env.GITHUB_REPOSITORY ?? path2.basename(io.cwd),
        category: settings.category
      },
      history,
      historyNotes,
      isPullRequest: false,
      repoRoot: io.cwd,
      cwd: io.cwd,
      ...o.paths ? { compare: { prPatterns: o.paths, basePatterns: settings.base, baseSource: `--base ${settings.base.join(", ")}` } } : {}
    },
    logger
  );
  const { gate, result: done } = finished;
  if (o.json) for (const chunk of textOf(jsonReportChunks(done, gate))) io.stdout(chunk);
  else {
    const { renderTextChunks, textFooter } = await import("./text-WIDQ5G7I.js");
    if (o.linesPrinted) io.stdout(textFooter(done, gate));
    else for (const chunk of renderTextChunks(done, gate)) io.stdout(chunk);
    if (done.comparison) io.stdout((await import("./text-D3OEDMP7.js")).comparisonText(done.comparison));
    if (o.explain) {
      for (const t of result.traces) if (t.explanation) io.stdout(`
${t.explanation.join("\n")}
`);
    }
    io.stdout(`reports written to ${path2.relative(io.cwd, out) || "."}
`);
  }
  if (historyFile) await (await import("./history-file-AMTAQBWQ.js")).appendHistoryFile(historyFile, finished.digest);
  const alertFailed = settings["webhook-url"] ? await (await import("./alert-NMPS3ITF.js")).sendRunAlert(settings, finished, logger) : false;
  if (gate.status === "fail") return EXIT.gateFailed;
  if (alertFailed && settings["fail-on-webhook-error"]) return EXIT.gateFailed;
  return EXIT.ok;
}

export {
  cliLogger,
  finishLocalRun
};
