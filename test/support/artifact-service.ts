// A loopback Actions artifact service, for running the real @actions/artifact upload (bundled in
// dist/) end to end. It speaks the two halves of the protocol the client speaks on a runner:
// - the results service's Twirp JSON calls, CreateArtifact and FinalizeArtifact, under the
//   runner's bearer token, whose `scp` claim names the workflow run and job;
// - Azure Blob Storage's block upload at the signed URL CreateArtifact hands out: Put Block
//   (`comp=block`) for each block, then Put Block List (`comp=blocklist`, an XML list of block
//   ids) to commit them, or one Put Blob.
// It checks what the service would refuse (a wrong token, backend ids that are not the token's,
// an unknown block, a Finalize whose size or SHA-256 is not that of the committed bytes), and
// keeps each committed artifact's bytes for the test to open.
import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

const SERVICE = "/twirp/github.actions.results.api.v1.ArtifactService/";

/** The runner's ids the token grants, as the results service reads them from its `scp` claim. */
export const RUN_BACKEND_ID = "ce7f54c7-61c7-4aae-887f-30da475f5f1a";
export const JOB_BACKEND_ID = "ca395085-040a-526b-2ce8-bdc85f692774";

const b64url = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

/** An ACTIONS_RUNTIME_TOKEN shaped as a runner's: a JWT whose `scp` holds Actions.Results:RUN:JOB. */
export const RUNTIME_TOKEN = `${b64url({ alg: "RS256", typ: "JWT" })}.${b64url({ scp: `Actions.GenericRead:00000000-0000-0000-0000-000000000000 Actions.Results:${RUN_BACKEND_ID}:${JOB_BACKEND_ID}`, exp: 4102444800 })}.c2lnbmF0dXJl`;

export interface StoredArtifact {
  name: string;
  mimeType?: string;
  /** The committed bytes (null until the blob is committed). */
  bytes: Buffer | null;
  /** What FinalizeArtifact said, once it was called. */
  finalized?: { size: string; hash?: string };
  id?: number;
}

export interface ArtifactService {
  /** ACTIONS_RESULTS_URL for the action. */
  url: string;
  artifacts: StoredArtifact[];
  /** Each request's method, path and query, in order. */
  log: string[];
  /** Problems found with the requests; a test expects none. */
  refused: string[];
  close: () => Promise<void>;
}

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    req.on("data", (c: Buffer) => parts.push(c));
    req.on("end", () => resolve(Buffer.concat(parts)));
    req.on("error", reject);
  });
}

function json(res: ServerResponse, status: number, value: object): void {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(value));
}

function blobError(res: ServerResponse, status: number, code: string): void {
  res.writeHead(status, { "content-type": "application/xml", "x-ms-error-code": code });
  res.end(`<?xml version="1.0" encoding="utf-8"?><Error><Code>${code}</Code><Message>${code}</Message></Error>`);
}

export async function startArtifactService(): Promise<ArtifactService> {
  const artifacts: StoredArtifact[] = [];
  const log: string[] = [];
  const refused: string[] = [];
  const blocks = new Map<string, Map<string, Buffer>>();
  let base = "";

  const twirp = async (req: IncomingMessage, res: ServerResponse, method: string) => {
    if (req.headers.authorization !== `Bearer ${RUNTIME_TOKEN}`) {
      refused.push(`${method}: authorization ${req.headers.authorization ?? "(none)"}`);
      return json(res, 401, { code: "unauthenticated", msg: "bad token" });
    }
    const msg = JSON.parse((await body(req)).toString("utf8")) as Record<string, unknown>;
    if (msg.workflow_run_backend_id !== RUN_BACKEND_ID || msg.workflow_job_run_backend_id !== JOB_BACKEND_ID) {
      refused.push(`${method}: backend ids ${String(msg.workflow_run_backend_id)}/${String(msg.workflow_job_run_backend_id)}`);
      return json(res, 400, { code: "invalid_argument", msg: "backend ids" });
    }
    const name = String(msg.name);
    if (method === "CreateArtifact") {
      if (msg.version !== 7) refused.push(`CreateArtifact: version ${String(msg.version)}`);
      artifacts.push({ name, mimeType: typeof msg.mime_type === "string" ? msg.mime_type : undefined, bytes: null });
      return json(res, 200, { ok: true, signed_upload_url: `${base}/blobs/${encodeURIComponent(name)}?sv=2023-11-03&sig=loopback` });
    }
    if (method === "FinalizeArtifact") {
      const a = artifacts.find((x) => x.name === name && x.finalized === undefined);
      if (!a?.bytes) {
        refused.push(`FinalizeArtifact: ${name} has no committed blob`);
        return json(res, 404, { code: "not_found", msg: "no such artifact" });
      }
      const size = String(msg.size);
      const hash = typeof msg.hash === "string" ? msg.hash : undefined;
      if (size !== String(a.bytes.length)) refused.push(`FinalizeArtifact: size ${size}, committed ${a.bytes.length}`);
      const sha = `sha256:${createHash("sha256").update(a.bytes).digest("hex")}`;
      if (hash !== sha) refused.push(`FinalizeArtifact: hash ${hash ?? "(none)"}, committed ${sha}`);
      a.finalized = { size, hash };
      a.id = 1000 + artifacts.indexOf(a);
      return json(res, 200, { ok: true, artifact_id: String(a.id) });
    }
    refused.push(`unexpected call ${method}`);
    return json(res, 404, { code: "bad_route", msg: method });
  };

  const blob = async (req: IncomingMessage, res: ServerResponse, url: URL) => {
    const name = decodeURIComponent(url.pathname.slice("/blobs/".length));
    const artifact = artifacts.find((a) => a.name === name && a.bytes === null);
    if (req.method !== "PUT" || url.searchParams.get("sig") !== "loopback" || !artifact) {
      refused.push(`blob: ${req.method} ${url.pathname}${url.search}`);
      return blobError(res, 403, "AuthenticationFailed");
    }
    const bytes = await body(req);
    const comp = url.searchParams.get("comp");
    const staged = blocks.get(name) ?? new Map<string, Buffer>();
    blocks.set(name, staged);
    if (comp === "block") {
      staged.set(url.searchParams.get("blockid") ?? "", bytes);
      res.writeHead(201, { "x-ms-request-id": "loopback", "x-ms-version": "2023-11-03" });
      return res.end();
    }
    if (comp === "blocklist") {
      const ids = [...bytes.toString("utf8").matchAll(/<(?:Latest|Uncommitted|Committed)>([^<]*)<\//g)].map((m) => m[1]!);
      const missing = ids.filter((id) => !staged.has(id));
      if (missing.length > 0) {
        refused.push(`blob: commit of unknown blocks ${missing.join(",")}`);
        return blobError(res, 400, "InvalidBlockList");
      }
      artifact.bytes = Buffer.concat(ids.map((id) => staged.get(id)!));
    } else if (comp === null && req.headers["x-ms-blob-type"] === "BlockBlob") {
      artifact.bytes = bytes;
    } else {
      refused.push(`blob: PUT ${url.search}`);
      return blobError(res, 400, "InvalidQueryParameterValue");
    }
    res.writeHead(201, { etag: '"0x8DC0LOOPBACK"', "last-modified": new Date().toUTCString(), "x-ms-request-id": "loopback", "x-ms-version": "2023-11-03" });
    res.end();
  };

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", base);
    log.push(`${req.method} ${url.pathname}${url.search}`);
    const work =
      req.method === "POST" && url.pathname.startsWith(SERVICE)
        ? twirp(req, res, url.pathname.slice(SERVICE.length))
        : url.pathname.startsWith("/blobs/")
          ? blob(req, res, url)
          : Promise.resolve(json(res, 404, { msg: "no route" }));
    work.catch((error: unknown) => {
      refused.push(`${url.pathname}: ${String(error)}`);
      if (!res.headersSent) json(res, 500, { msg: "error" });
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // A test that forgets to close it does not keep the process alive.
  server.unref();
  return {
    url: `${base}/`,
    artifacts,
    log,
    refused,
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
