// Line feedback on the pull request: where a finding's location is a line the PR added or changed,
// one review (event COMMENT) carries a comment on that line. Lines outside the diff are skipped
// (GitHub would refuse them), and a finding already commented on in an earlier run is not
// repeated: each comment carries a hidden key, and only keys in comments blamegate's own
// identity wrote count (identity.ts): anyone can paste a key into a comment of their own to
// silence a finding.
import type { Log } from "sarif";
import type { Logger } from "../log.js";
import { mdInline } from "../untrusted/sanitize.js";
import type { GitHubClient } from "./client.js";
import { apiFailure, permissionHint } from "./errors.js";
import { authoredBy, tokenIdentity } from "./identity.js";

export interface LineFinding {
  /** Repository-relative path. */
  path: string;
  line: number;
  /** Markdown body (already safe). */
  body: string;
  /** Stable identity (the SARIF fingerprint), so re-runs do not repeat the comment. */
  key: string;
}

/** Line numbers (new side) that a unified-diff patch adds. */
export function addedLines(patch: string): Set<number> {
  const lines = new Set<number>();
  let next = 0;
  for (const row of patch.split("\n")) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)(?:,\d+)? @@/.exec(row);
    if (hunk) {
      next = Number(hunk[1]);
      continue;
    }
    if (next === 0) continue;
    if (row.startsWith("+")) lines.add(next++);
    else if (row.startsWith("-")) continue;
    else if (row.startsWith("\\"))
      continue; // "\ No newline at end of file"
    else next++;
  }
  return lines;
}

const KEY_PREFIX = "<!-- blamegate:review=";

function keyMarker(key: string): string {
  return `${KEY_PREFIX}${key.replace(/[^A-Za-z0-9:._-]/g, "_")} -->`;
}

/** Line findings from a SARIF log: one per result, its first location, its fingerprint as key. */
export function lineFindingsFromSarif(log: Log): LineFinding[] {
  const out: LineFinding[] = [];
  for (const run of log.runs) {
    const rules = run.tool.driver.rules ?? [];
    for (const r of run.results ?? []) {
      const loc = r.locations?.[0]?.physicalLocation;
      const uri = loc?.artifactLocation?.uri;
      const line = loc?.region?.startLine;
      if (!uri || !line) continue;
      const rule = rules.find((x) => x.id === r.ruleId);
      const title = rule?.shortDescription?.text ?? r.ruleId ?? "finding";
      // The SARIF text escapes brackets for SARIF; unescape, then escape for markdown.
      const text = (r.message.text ?? "").replace(/\\([[\]])/g, "$1");
      out.push({
        path: decodeURI(uri),
        line,
        body: `**blamegate · ${mdInline(title)}**\n\n${mdInline(text, { max: 1500 })}`,
        key: r.partialFingerprints?.primaryLocationLineHash ?? `${r.ruleId}:${uri}:${line}`,
      });
    }
  }
  return out;
}

export interface ReviewOptions {
  owner: string;
  repo: string;
  pullNumber: number;
  /** The PR head commit the lines refer to. */
  commitId: string;
  findings: LineFinding[];
  /** At most this many comments in one review. */
  maxComments?: number;
}

export interface ReviewOutcome {
  posted: number;
  /** Findings on lines the PR did not change. */
  outsideDiff: number;
  /** Findings already commented on in an earlier run. */
  alreadyPosted: number;
  /** Comments carrying a blamegate key that someone else wrote, not taken as blamegate's. */
  foreignMarkers?: number;
  reviewUrl?: string;
  failed?: string;
}

export async function postReviewComments(octokit: GitHubClient, options: ReviewOptions, logger: Logger): Promise<ReviewOutcome> {
  const { owner, repo, pullNumber } = options;
  const outcome: ReviewOutcome = { posted: 0, outsideDiff: 0, alreadyPosted: 0 };
  try {
    const files = await octokit.paginate(octokit.rest.pulls.listFiles, { owner, repo, pull_number: pullNumber, per_page: 100 });
    const changed = new Map<string, Set<number>>();
    for (const f of files) if (f.patch && f.status !== "removed") changed.set(f.filename, addedLines(f.patch));

    const onDiff = options.findings.filter((f) => changed.get(f.path)?.has(f.line));
    outcome.outsideDiff = options.findings.length - onDiff.length;
    if (onDiff.length === 0) {
      logger.info(`PR #${pullNumber}: no finding sits on a line this PR changed`);
      return outcome;
    }

    const existing = await octokit.paginate(octokit.rest.pulls.listReviewComments, { owner, repo, pull_number: pullNumber, per_page: 100 });
    const marked = existing.filter((c) => c.body.includes(KEY_PREFIX));
    const me = marked.length > 0 ? await tokenIdentity(octokit, { logger }) : null;
    const seen = new Set<string>();
    for (const c of marked) {
      if (!authoredBy(c, me)) {
        outcome.foreignMarkers = (outcome.foreignMarkers ?? 0) + 1;
        continue;
      }
      const at = c.body.indexOf(KEY_PREFIX);
      seen.add(c.body.slice(at, c.body.indexOf("-->", at) + 3));
    }
    if (outcome.foreignMarkers) logger.info(`PR #${pullNumber}: ${outcome.foreignMarkers} review comment(s) carry a blamegate key but were not written by blamegate; ignored`);
    const fresh: LineFinding[] = [];
    const taken = new Set<string>();
    for (const f of onDiff) {
      const marker = keyMarker(f.key);
      if (seen.has(marker)) outcome.alreadyPosted++;
      else if (!taken.has(marker)) {
        taken.add(marker);
        fresh.push(f);
      }
    }
    const batch = fresh.slice(0, options.maxComments ?? 20);
    if (batch.length === 0) return outcome;

    const review = await octokit.rest.pulls.createReview({
      owner,
      repo,
      pull_number: pullNumber,
      commit_id: options.commitId,
      event: "COMMENT",
      body:
        fresh.length > batch.length
          ? `blamegate: ${batch.length} of ${fresh.length} findings on changed lines (the rest are in the sticky comment and code scanning).`
          : `blamegate: ${batch.length} finding${batch.length === 1 ? "" : "s"} on changed lines.`,
      comments: batch.map((f) => ({ path: f.path, line: f.line, side: "RIGHT" as const, body: `${f.body}\n\n${keyMarker(f.key)}` })),
    });
    outcome.posted = batch.length;
    outcome.reviewUrl = review.data.html_url;
    logger.info(`PR #${pullNumber}: ${batch.length} review comments on changed lines`);
    return outcome;
  } catch (error) {
    const f = apiFailure(error);
    const hint = f.status === 403 || f.status === 404 ? `; ${permissionHint("review", f.status)}` : "";
    outcome.failed = `could not post review comments on #${pullNumber} (${f.status ?? "network error"}: ${f.message})${hint}`;
    logger.warning(outcome.failed);
    return outcome;
  }
}
