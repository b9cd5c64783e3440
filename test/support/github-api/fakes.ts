// Response objects shaped as GitHub sends them (the contract server checks them against the
// REST description), built around real objects from @octokit/webhooks-examples.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);

interface ExampleGroup {
  name: string;
  examples: Record<string, unknown>[];
}

/** Real webhook payloads, by event name, from @octokit/webhooks-examples. */
export function webhookExamples(event: string): Record<string, unknown>[] {
  const all = require("@octokit/webhooks-examples") as ExampleGroup[];
  const group = all.find((g) => g.name === event);
  if (!group) throw new Error(`no webhook examples for ${event}`);
  return structuredClone(group.examples);
}

/** The first example of an event matching a predicate. */
export function webhookExample(event: string, pick: (p: Record<string, any>) => boolean = () => true): Record<string, any> {
  const found = webhookExamples(event).find(pick);
  if (!found) throw new Error(`no ${event} example matches`);
  return found;
}

const user = (webhookExample("pull_request").pull_request as { user: Record<string, unknown> }).user;

export function fakeUser(login = "github-actions[bot]"): Record<string, unknown> {
  return { ...user, login, type: login.endsWith("[bot]") ? "Bot" : "User" };
}

const now = () => new Date().toISOString();

export function fakeIssueComment(o: { id: number; body: string; owner: string; repo: string; issue: number; login?: string }) {
  const base = `https://api.github.com/repos/${o.owner}/${o.repo}`;
  return {
    id: o.id,
    node_id: `IC_${o.id}`,
    url: `${base}/issues/comments/${o.id}`,
    html_url: `https://github.com/${o.owner}/${o.repo}/pull/${o.issue}#issuecomment-${o.id}`,
    issue_url: `${base}/issues/${o.issue}`,
    body: o.body,
    user: fakeUser(o.login),
    created_at: now(),
    updated_at: now(),
    author_association: "NONE",
  };
}

export function fakeArtifact(o: { id: number; name: string; size: number; owner: string; repo: string; runId: number; expired?: boolean }) {
  const base = `https://api.github.com/repos/${o.owner}/${o.repo}`;
  return {
    id: o.id,
    node_id: `MDg6QXJ0aWZhY3Qx${o.id}`,
    name: o.name,
    size_in_bytes: o.size,
    url: `${base}/actions/artifacts/${o.id}`,
    archive_download_url: `${base}/actions/artifacts/${o.id}/zip`,
    expired: o.expired ?? false,
    created_at: now(),
    expires_at: now(),
    updated_at: now(),
    workflow_run: { id: o.runId, repository_id: 1, head_repository_id: 1, head_branch: "main", head_sha: "0".repeat(40) },
  };
}

export function fakePullFile(o: { filename: string; patch?: string; status?: string; owner: string; repo: string }) {
  const lines = (o.patch ?? "").split("\n");
  const additions = lines.filter((l) => l.startsWith("+")).length;
  const deletions = lines.filter((l) => l.startsWith("-")).length;
  const sha = "a".repeat(40);
  return {
    sha,
    filename: o.filename,
    status: o.status ?? "modified",
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `https://github.com/${o.owner}/${o.repo}/blob/${sha}/${o.filename}`,
    raw_url: `https://github.com/${o.owner}/${o.repo}/raw/${sha}/${o.filename}`,
    contents_url: `https://api.github.com/repos/${o.owner}/${o.repo}/contents/${o.filename}?ref=${sha}`,
    ...(o.patch !== undefined ? { patch: o.patch } : {}),
  };
}

export function fakeReviewComment(o: { id: number; body: string; path: string; line: number; commitId: string; owner: string; repo: string; pull: number }) {
  const base = `https://api.github.com/repos/${o.owner}/${o.repo}`;
  const html = `https://github.com/${o.owner}/${o.repo}/pull/${o.pull}#discussion_r${o.id}`;
  return {
    url: `${base}/pulls/comments/${o.id}`,
    id: o.id,
    node_id: `PRRC_${o.id}`,
    pull_request_review_id: o.id,
    diff_hunk: "@@",
    path: o.path,
    line: o.line,
    side: "RIGHT",
    commit_id: o.commitId,
    original_commit_id: o.commitId,
    user: fakeUser(),
    body: o.body,
    created_at: now(),
    updated_at: now(),
    html_url: html,
    pull_request_url: `${base}/pulls/${o.pull}`,
    author_association: "NONE",
    _links: { self: { href: `${base}/pulls/comments/${o.id}` }, html: { href: html }, pull_request: { href: `${base}/pulls/${o.pull}` } },
  };
}

export function fakeReview(o: { id: number; body: string; commitId: string; owner: string; repo: string; pull: number }) {
  const html = `https://github.com/${o.owner}/${o.repo}/pull/${o.pull}#pullrequestreview-${o.id}`;
  const pr = `https://api.github.com/repos/${o.owner}/${o.repo}/pulls/${o.pull}`;
  return {
    id: o.id,
    node_id: `PRR_${o.id}`,
    user: fakeUser(),
    body: o.body,
    state: "COMMENTED",
    commit_id: o.commitId,
    html_url: html,
    pull_request_url: pr,
    author_association: "NONE",
    _links: { html: { href: html }, pull_request: { href: pr } },
  };
}
