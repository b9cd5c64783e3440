// The bundled action on a runner behind a proxy: HTTPS_PROXY names a loopback CONNECT proxy, and
// GITHUB_API_URL an https host that only the proxy can reach (api.example.test, which does not
// resolve here). The proxy tunnels to a TLS front with a certificate the runner trusts
// (NODE_EXTRA_CA_CERTS), in front of the loopback GitHub API that holds every request to GitHub's
// REST description. The comment and the SARIF upload arrive, every call went through the tunnel,
// and the run did not load Node's fetch implementation (src/http/fetch.ts).
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { fakeRepo, startGitHubApi, webhookExample, type GitHubApi } from "../support/github-api/index.js";
import { makeCertificate, startProxy, startTlsFront, type LoopbackProxy } from "../support/proxy.js";
import { runDistAction } from "./dist-runner.js";

const store = fileURLToPath(new URL("../fixtures/data/peers/approximately/store/", import.meta.url));
const cleanup: Array<() => unknown> = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe("the bundled action behind the runner's proxy", () => {
  it("reaches the GitHub API through HTTPS_PROXY over TLS, without Node's fetch", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "bg-proxy-"));
    cleanup.push(() => rmSync(dir, { recursive: true, force: true }));
    const payload = webhookExample("pull_request", (p) => p.action === "opened");
    const [owner, repo] = (payload.repository.full_name as string).split("/") as [string, string];
    const fake = fakeRepo({ owner, repo });
    const api: GitHubApi = await startGitHubApi({ handlers: fake.handlers, blobs: fake.blobs });
    cleanup.push(() => api.close());
    const certificate = makeCertificate(dir, "api.example.test");
    const front = await startTlsFront(certificate, Number(new URL(api.url).port));
    cleanup.push(() => front.close());
    const proxy: LoopbackProxy = await startProxy({ route: (host, port) => (host === "api.example.test" && port === front.port ? front.port : null) });
    cleanup.push(() => proxy.close());

    const work = path.join(dir, "work");
    mkdirSync(path.join(work, "traces"), { recursive: true });
    for (const f of ["518cc4f9150d.json", "7984e15ea923.json"]) copyFileSync(path.join(store, f), path.join(work, "traces", f));
    const modules = path.join(dir, "modules.json");
    const preload = path.join(dir, "record-modules.cjs");
    writeFileSync(preload, `process.on("exit", () => require("node:fs").writeFileSync(${JSON.stringify(modules)}, JSON.stringify(process.moduleLoadList)));\n`);

    const result = await runDistAction({
      workspace: work,
      eventName: "pull_request",
      payload,
      inputs: { token: "ghs_behind_proxy", traces: "traces", "fail-on": "FM-2.6", "history-length": "0", "review-comments": "false" },
      env: {
        GITHUB_API_URL: `https://api.example.test:${front.port}`,
        HTTPS_PROXY: proxy.url,
        NODE_EXTRA_CA_CERTS: certificate.certPath,
        NODE_OPTIONS: `--require ${preload}`,
      },
    });
    expect(result.status, result.stdout + result.stderr).toBe(0);
    expect(result.stdout + result.stderr).not.toMatch(/::warning::.*(comment|SARIF|code scanning)/i);
    expect(fake.comments).toHaveLength(1);
    expect(fake.comments[0]!.body).toContain("518cc4f9150d");
    expect(fake.uploads).toHaveLength(1);
    expect(api.errors).toEqual([]);
    expect(api.requests.length).toBeGreaterThan(1);
    expect(api.requests.every((r) => r.headers.authorization === "token ghs_behind_proxy")).toBe(true);
    // Every call went through a tunnel to the API's host (connections are reused, so tunnels
    // may be fewer than calls), and none elsewhere.
    expect(proxy.tunnels.length).toBeGreaterThan(0);
    expect(new Set(proxy.tunnels.map((t) => t.target))).toEqual(new Set([`api.example.test:${front.port}`]));
    const loaded = JSON.parse(readFileSync(modules, "utf8")) as string[];
    expect(loaded).toContain("NativeModule https");
    expect(loaded.filter((m) => m.includes("undici"))).toEqual([]);
  });
});
