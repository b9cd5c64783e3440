// A scripted HTTP receiver on 127.0.0.1: answers each request with the next scripted reply and
// records what it received. unref'd and closed after each test, so it never outlives the suite.
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export type Reply = { status: number; headers?: Record<string, string> } | "hang";

export interface Received {
  headers: IncomingHttpHeaders;
  body: string;
  at: number;
}

export async function scriptedReceiver(script: Reply[], fallback: Reply = { status: 200 }) {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const reply = script.shift() ?? fallback;
      if (reply === "hang") return; // never answer
      res.writeHead(reply.status, reply.headers ?? {}).end();
    });
  });
  server.unref();
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
