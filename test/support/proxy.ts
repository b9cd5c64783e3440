// A loopback forward proxy as runners sit behind: it answers CONNECT (how @actions/http-client's
// tunnel agents reach any host through a proxy, http and https alike), records each target and
// Proxy-Authorization, and pipes the tunnel to a loopback port. Targets are host names that do not
// resolve here (api.example.test), so a request that skipped the proxy fails rather than arriving.
// Also a TLS front: a loopback TLS server that hands each decrypted connection to a plain one,
// so an https URL can reach the loopback GitHub API with a certificate the client trusts.
import { execFileSync } from "node:child_process";
import { createServer, type IncomingMessage } from "node:http";
import { connect, type AddressInfo, type Server, type Socket } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createServer as createTlsServer } from "node:tls";

export interface Tunnel {
  /** "host:port" as the CONNECT line named it. */
  target: string;
  proxyAuthorization: string | undefined;
}

export interface LoopbackProxy {
  url: string;
  tunnels: Tunnel[];
  close(): Promise<void>;
}

export interface ProxyOptions {
  /** The loopback port a "host:port" target goes to; null answers 502. Default: the same port. */
  route?: (host: string, port: number) => number | null;
  /** Close by itself after this long (default 60 s). */
  lifetimeMs?: number;
}

function closeAll(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const s of sockets) s.destroy();
  return new Promise((resolve) => server.close(() => resolve()));
}

function track(server: Server): Set<Socket> {
  const sockets = new Set<Socket>();
  server.on("connection", (s: Socket) => {
    sockets.add(s);
    s.on("close", () => sockets.delete(s));
  });
  return sockets;
}

export async function startProxy(options: ProxyOptions = {}): Promise<LoopbackProxy> {
  const tunnels: Tunnel[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(405).end("this proxy only tunnels (CONNECT)");
  });
  const sockets = track(server);
  server.on("connect", (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? "";
    tunnels.push({ target, proxyAuthorization: req.headers["proxy-authorization"] });
    const at = target.lastIndexOf(":");
    const port = (options.route ?? ((_h: string, p: number) => p))(target.slice(0, at), Number(target.slice(at + 1)));
    if (port === null) {
      client.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    const upstream = connect(port, "127.0.0.1", () => {
      client.write("HTTP/1.1 200 Connection Established\r\n\r\n");
      if (head.length > 0) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    upstream.on("error", () => client.destroy());
    client.on("error", () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const timer = setTimeout(() => void closeAll(server, sockets), options.lifetimeMs ?? 60_000);
  timer.unref();
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    tunnels,
    close: () => {
      clearTimeout(timer);
      return closeAll(server, sockets);
    },
  };
}

export interface Certificate {
  certPath: string;
  cert: Buffer;
  key: Buffer;
}

/** A self-signed certificate for `name`, made by openssl in `dir` (valid two days). */
export function makeCertificate(dir: string, name: string): Certificate {
  const certPath = path.join(dir, "cert.pem");
  const keyPath = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", keyPath, "-out", certPath, "-days", "2", "-subj", `/CN=${name}`, "-addext", `subjectAltName=DNS:${name}`],
    { stdio: "ignore" },
  );
  return { certPath, cert: readFileSync(certPath), key: readFileSync(keyPath) };
}

/** A loopback TLS server whose connections are piped to the plain loopback `port`. */
export async function startTlsFront(certificate: Certificate, port: number, lifetimeMs = 60_000): Promise<{ port: number; close(): Promise<void> }> {
  const server = createTlsServer({ cert: certificate.cert, key: certificate.key }, (secure) => {
    const plain = connect(port, "127.0.0.1");
    secure.pipe(plain);
    plain.pipe(secure);
    plain.on("error", () => secure.destroy());
    secure.on("error", () => plain.destroy());
  });
  const sockets = track(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const timer = setTimeout(() => void closeAll(server, sockets), lifetimeMs);
  timer.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () => {
      clearTimeout(timer);
      return closeAll(server, sockets);
    },
  };
}
