// The host the cross-engine tests visit, one per worker, in the worker's own process:
// - the production build (public/) served as a static host serves it (scripts/lib/static-host.mjs),
//   with the probe (probe.ts) first in every page, and the page's scripts failing when a test
//   says so;
// - an HTTP proxy that every browser sends its requests to other hosts through: EmailJS's host
//   is answered by a stand-in that records each send and answers as the test says (behind a
//   certificate of the test's own, which the browsers are told to accept); any other host is
//   refused. No request leaves the machine, in any engine, whatever its driver can intercept.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { tmpdir } from "node:os";
import { basename, join } from "node:path";
import { TLSSocket } from "node:tls";
import { staticHost } from "../../scripts/lib/static-host.mjs";
import { PROBE_SCRIPT } from "./probe";

export const SITE_ROOT = join(__dirname, "../../public");
const EMAILJS_HOST = "api.emailjs.com";

/** How the page's scripts fail: not at all, not arriving (the connection dropped), or throwing. */
export type ScriptFault = "none" | "abort" | "throw";

/** A request the EmailJS stand-in received. */
export interface EmailJsRequest {
  method: string;
  path: string;
  /** The page's origin, as the browser said it. */
  origin: string | undefined;
  contentType: string | undefined;
  body: string;
}

export interface SiteHost {
  /** The site's origin: http://localhost:<port>. */
  readonly origin: string;
  /** The proxy's address, for the browsers. */
  readonly proxy: string;
  /** Every request EmailJS's stand-in received, CORS preflights included. */
  readonly emailJsRequests: EmailJsRequest[];
  /** The status the stand-in answers a send with (200: sent). */
  emailJsStatus: number;
  scriptFault: ScriptFault;
  /** Back to a host that serves the site whole, EmailJS answering 200, nothing recorded. */
  reset(): void;
  close(): Promise<void>;
}

const PROBE_TAG = `<script>${PROBE_SCRIPT}</script>`;
const PROBE_HASH = `'sha256-${createHash("sha256").update(PROBE_SCRIPT).digest("base64")}'`;
/** Where the probe goes: before the policy <meta>, after the charset (within the first 1024 bytes). */
const CHARSET = '<meta charSet="utf-8"/>';

/** A page with the probe first, and the policy header allowing it (its hash, in script-src). */
function withProbe(body: Buffer, headers: Record<string, string>) {
  const html = body.toString("utf8");
  if (!html.includes(CHARSET)) throw new Error(`no ${CHARSET} to put the probe after`);
  const policy = headers["Content-Security-Policy"];
  return {
    body: Buffer.from(html.replace(CHARSET, `${CHARSET}${PROBE_TAG}`)),
    headers: policy
      ? {
          ...headers,
          "Content-Security-Policy": policy.replace("script-src ", `script-src ${PROBE_HASH} `),
        }
      : headers,
  };
}

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, () => resolve((server.address() as { port: number }).port)),
  );
const close = (server: Server) => new Promise((resolve) => server.close(resolve));

/** A key and a self-signed certificate for EmailJS's host, made for this run with openssl. */
function certificate(): { key: Buffer; cert: Buffer } {
  const folder = mkdtempSync(join(tmpdir(), "engines-tls-"));
  try {
    execFileSync(
      "openssl",
      [
        ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
        ...["-nodes", "-days", "1", "-subj", `/CN=${EMAILJS_HOST}`],
        ...["-addext", `subjectAltName=DNS:${EMAILJS_HOST}`],
        ...["-keyout", join(folder, "key.pem"), "-out", join(folder, "cert.pem")],
      ],
      { stdio: "ignore" },
    );
    return {
      key: readFileSync(join(folder, "key.pem")),
      cert: readFileSync(join(folder, "cert.pem")),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** Serves the build in `root` (public/ by default). */
export async function startSiteHost(root = SITE_ROOT): Promise<SiteHost> {
  if (!existsSync(join(root, "index.html"))) {
    throw new Error(`No build in ${root}: run \`npm run test:build\` (or \`npm run build\`) first`);
  }
  const host: SiteHost = {
    origin: "",
    proxy: "",
    emailJsRequests: [],
    emailJsStatus: 200,
    scriptFault: "none",
    reset() {
      host.emailJsRequests.length = 0;
      host.emailJsStatus = 200;
      host.scriptFault = "none";
    },
    close: async () => {
      await Promise.all([close(site), close(proxy)]);
    },
  };

  const serve = staticHost({
    root,
    transform: ({ file, type, body, headers }) => {
      if (type.startsWith("text/html")) return withProbe(body, headers);
      if (host.scriptFault === "throw" && /^app-.*\.js$/.test(basename(file))) {
        return { body: Buffer.from('throw new Error("the app bundle fails");'), headers };
      }
      return { body, headers };
    },
  });
  const site = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    if (host.scriptFault === "abort" && path.endsWith(".js")) {
      request.socket.destroy();
      return;
    }
    serve(request, response);
  });

  // EmailJS's stand-in: CORS as EmailJS answers it, each send answered with emailJsStatus.
  const emailJs = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = "";
    request.on("data", (chunk) => (body += String(chunk)));
    request.on("end", () => {
      host.emailJsRequests.push({
        method: request.method ?? "",
        path: request.url ?? "",
        origin: request.headers.origin,
        contentType: request.headers["content-type"],
        body,
      });
      const cors = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Methods": "POST",
        "Access-Control-Allow-Headers": "Content-Type",
      };
      if (request.method === "OPTIONS") {
        response.writeHead(204, cors).end();
        return;
      }
      const status = host.emailJsStatus;
      response
        .writeHead(status, { ...cors, "Content-Type": "text/plain" })
        .end(status === 200 ? "OK" : "The test's EmailJS stand-in refuses this send");
    });
  });
  const { key, cert } = certificate();
  const proxy = createServer((_request, response) => response.writeHead(502).end());
  proxy.on("connect", (request: IncomingMessage, socket) => {
    // Node hands the tunnel's socket over without its own error listener
    // (https://github.com/nodejs/node/pull/18868): a browser resetting a tunnel it no longer
    // needs (a visitor's context closed, a background service refused) would throw "read
    // ECONNRESET" in the worker, failing whichever test runs then.
    socket.on("error", () => socket.destroy());
    if (request.url !== `${EMAILJS_HOST}:443`) {
      socket.end("HTTP/1.1 502 Bad Gateway\r\n\r\n");
      return;
    }
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    emailJs.emit("connection", new TLSSocket(socket, { isServer: true, key, cert }));
  });

  const [sitePort, proxyPort] = await Promise.all([listen(site), listen(proxy)]);
  Object.assign(host, {
    origin: `http://localhost:${sitePort}`,
    proxy: `http://127.0.0.1:${proxyPort}`,
  });
  return host;
}
