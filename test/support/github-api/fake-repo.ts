// A stateful fake of one repository's slice of GitHub, as handlers for startGitHubApi: issue
// comments, SARIF uploads (decoded and kept), SARIF processing status, PR files, review comments,
// the PR list, workflow-run artifacts. Tests (and the action's end-to-end test) read the state
// afterwards: "one comment after two runs", "the SARIF uploaded decodes to this log".
import { gunzipSync } from "node:zlib";
import type { ApiReply, ApiRequest, Handler, HandlerContext } from "./server.js";
import { GRAPHQL, paginate } from "./server.js";
import { fakeArtifact, fakeIssueComment, fakePullFile, fakeReview, fakeReviewComment, fakeUser, webhookExample } from "./fakes.js";

export interface StoredComment {
  id: number;
  issue: number;
  body: string;
  /** Author's login; the token's identity when absent. */
  login?: string;
}

export interface StoredUpload {
  id: string;
  commit_sha: string;
  ref: string;
  /** The uploaded SARIF, gunzipped and parsed. */
  sarif: unknown;
  body: Record<string, unknown>;
}

export interface StoredReview {
  id: number;
  pull: number;
  commit_id: string;
  body: string;
  comments: { path: string; line: number; side?: string; body: string }[];
}

export interface FakeRepoOptions {
  owner: string;
  repo: string;
  /** PR number → files with patches (as pulls.listFiles returns them). */
  pullFiles?: Record<number, { filename: string; patch?: string; status?: string }[]>;
  /** Open PRs for pulls.list (head = "owner:branch"). */
  pulls?: { number: number; headOwner: string; headRef: string; headSha: string; baseSha: string }[];
  /** Run id → artifact name → zip bytes. */
  artifacts?: Record<number, Record<string, Buffer>>;
  /** How many getSarif polls answer "pending" before "complete". */
  pendingPolls?: number;
  /**
   * The token's login: what GraphQL's viewer answers and who new comments are written by.
   * Default: `login` when set, else github-actions[bot]; null makes the viewer query fail
   * (then GET /user is asked).
   */
  identity?: string | null;
  /**
   * The token's own account for GET /user (a PAT's user). Unset: the token is an installation
   * token (the workflow's GITHUB_TOKEN), which GitHub answers 403 there.
   */
  login?: string;
  /** Per-operation overrides tried first; return undefined to fall through to the fake. */
  before?: Record<string, (req: ApiRequest, ctx: HandlerContext) => ApiReply | undefined>;
}

export interface FakeRepo {
  handlers: Record<string, Handler>;
  /** Blobs to pass to startGitHubApi (artifact archives behind the 302). */
  blobs: Record<string, Buffer>;
  comments: StoredComment[];
  uploads: StoredUpload[];
  reviews: StoredReview[];
}

export function fakeRepo(o: FakeRepoOptions): FakeRepo {
  const comments: StoredComment[] = [];
  const uploads: StoredUpload[] = [];
  const reviews: StoredReview[] = [];
  const polls = new Map<string, number>();
  let nextId = 1000;
  const blobs: Record<string, Buffer> = {};
  const identity = o.identity === undefined ? (o.login ?? "github-actions[bot]") : o.identity;
  const author = (c: StoredComment) => c.login ?? identity ?? "github-actions[bot]";
  const artifactList: Record<number, ReturnType<typeof fakeArtifact>[]> = {};
  for (const [run, byName] of Object.entries(o.artifacts ?? {})) {
    artifactList[Number(run)] = Object.entries(byName).map(([name, bytes]) => {
      const id = nextId++;
      blobs[`${id}.zip`] = bytes;
      return fakeArtifact({ id, name, size: bytes.length, owner: o.owner, repo: o.repo, runId: Number(run) });
    });
  }

  const core: Record<string, Handler> = {
    "issues/list-comments": (req, ctx) =>
      paginate(
        comments.filter((c) => c.issue === Number(req.params.issue_number)).map((c) => fakeIssueComment({ ...c, login: author(c), owner: o.owner, repo: o.repo })),
        req,
        ctx,
      ),
    "issues/create-comment": (req) => {
      const c: StoredComment = { id: nextId++, issue: Number(req.params.issue_number), body: (req.body as { body: string }).body, login: identity ?? "github-actions[bot]" };
      comments.push(c);
      return { status: 201, body: fakeIssueComment({ ...c, login: author(c), owner: o.owner, repo: o.repo }) };
    },
    "issues/update-comment": (req) => {
      const c = comments.find((x) => x.id === Number(req.params.comment_id));
      if (!c) return { status: 404, body: { message: "Not Found" } };
      c.body = (req.body as { body: string }).body;
      return { status: 200, body: fakeIssueComment({ ...c, login: author(c), owner: o.owner, repo: o.repo }) };
    },
    "issues/delete-comment": (req) => {
      const i = comments.findIndex((x) => x.id === Number(req.params.comment_id));
      if (i < 0) return { status: 404, body: { message: "Not Found" } };
      comments.splice(i, 1);
      return { status: 204 };
    },
    [GRAPHQL]: (req) => {
      if (!/\bviewer\s*\{\s*login\s*\}/.test(String((req.body as { query?: unknown }).query))) return { status: 200, body: { errors: [{ message: "the fake answers only { viewer { login } }" }] } };
      return identity === null ? { status: 403, body: { message: "Resource not accessible by integration" } } : { status: 200, body: { data: { viewer: { login: identity } } } };
    },
    "code-scanning/upload-sarif": (req, ctx) => {
      const body = req.body as { commit_sha: string; ref: string; sarif: string };
      const id = `sarif-${nextId++}`;
      const sarif = JSON.parse(gunzipSync(Buffer.from(body.sarif, "base64")).toString("utf8")) as unknown;
      uploads.push({ id, commit_sha: body.commit_sha, ref: body.ref, sarif, body: req.body as Record<string, unknown> });
      return { status: 202, body: { id, url: `${ctx.url}/repos/${o.owner}/${o.repo}/code-scanning/sarifs/${id}` } };
    },
    "code-scanning/get-sarif": (req, ctx) => {
      const id = req.params.sarif_id!;
      if (!uploads.some((u) => u.id === id)) return { status: 404, body: { message: "Not Found" } };
      const n = polls.get(id) ?? 0;
      polls.set(id, n + 1);
      if (n < (o.pendingPolls ?? 0)) return { status: 200, body: { processing_status: "pending", analyses_url: null, errors: null } };
      return {
        status: 200,
        body: { processing_status: "complete", analyses_url: `${ctx.url}/repos/${o.owner}/${o.repo}/code-scanning/analyses?sarif_id=${id}`, errors: null },
      };
    },
    "pulls/list-files": (req, ctx) =>
      paginate(
        (o.pullFiles?.[Number(req.params.pull_number)] ?? []).map((f) => fakePullFile({ ...f, owner: o.owner, repo: o.repo })),
        req,
        ctx,
      ),
    "pulls/list-review-comments": (req, ctx) => {
      const pull = Number(req.params.pull_number);
      const all = reviews
        .filter((r) => r.pull === pull)
        .flatMap((r) => r.comments.map((c, i) => fakeReviewComment({ id: r.id * 100 + i, body: c.body, path: c.path, line: c.line, commitId: r.commit_id, owner: o.owner, repo: o.repo, pull })));
      return paginate(all, req, ctx);
    },
    "pulls/create-review": (req) => {
      const b = req.body as { commit_id: string; body: string; comments?: StoredReview["comments"] };
      const r: StoredReview = { id: nextId++, pull: Number(req.params.pull_number), commit_id: b.commit_id, body: b.body, comments: b.comments ?? [] };
      reviews.push(r);
      return { status: 200, body: fakeReview({ id: r.id, body: r.body, commitId: r.commit_id, owner: o.owner, repo: o.repo, pull: r.pull }) };
    },
    "pulls/list": (req) => {
      const head = req.query.head;
      const found = (o.pulls ?? []).filter((p) => !head || `${p.headOwner}:${p.headRef}` === head);
      // Full pull-request objects, from a real webhook payload, with this PR's numbers.
      const real = webhookExample("pull_request").pull_request as Record<string, any>;
      return {
        status: 200,
        body: found.map((p) => ({
          ...structuredClone(real),
          auto_merge: real.auto_merge ?? null,
          number: p.number,
          head: { ...structuredClone(real.head), sha: p.headSha, ref: p.headRef, label: `${p.headOwner}:${p.headRef}` },
          base: {
            ...structuredClone(real.base),
            sha: p.baseSha,
            repo: { ...structuredClone(real.base.repo), name: o.repo, full_name: `${o.owner}/${o.repo}`, owner: { ...structuredClone(real.base.repo.owner), login: o.owner } },
          },
        })),
      };
    },
    "actions/list-workflow-run-artifacts": (req, ctx) => {
      const list = artifactList[Number(req.params.run_id)] ?? [];
      return paginate(list, req, ctx, (page) => ({ total_count: list.length, artifacts: page }));
    },
    "actions/download-artifact": (req, ctx) => ({ status: 302, headers: { location: `${ctx.blobUrl}/${req.params.artifact_id}.zip` } }),
    "users/get-authenticated": () =>
      o.login
        ? {
            status: 200,
            body: {
              ...fakeUser(o.login),
              ...{ name: null, company: null, blog: "", location: null, email: null, hireable: null, bio: null },
              ...{ public_repos: 1, public_gists: 0, followers: 0, following: 0, created_at: "2020-01-01T00:00:00Z", updated_at: "2026-01-01T00:00:00Z" },
            },
          }
        : { status: 403, body: { message: "Resource not accessible by integration", documentation_url: "https://docs.github.com/rest/users/users#get-the-authenticated-user", status: "403" } },
  };

  const handlers: Record<string, Handler> = {};
  for (const [id, h] of Object.entries(core)) {
    handlers[id] = (req, ctx) => o.before?.[id]?.(req, ctx) ?? h(req, ctx);
  }
  return { handlers, blobs, comments, uploads, reviews };
}
