// The suite's own host (site-host.ts): its proxy outlives a browser that resets a tunnel, as
// Chromium does when a visitor's context closes. No browser: the host is the same for every
// engine, so it runs in Chromium's project only.
import { connect, type Socket } from "node:net";
import { expect, test } from "./fixtures";
import type { SiteHost } from "./site-host";

/** Asks the host's proxy for a tunnel to `target`; resolves with the socket and the answer. */
function tunnel(host: SiteHost, target: string): Promise<{ socket: Socket; answer: string }> {
  const { port } = new URL(host.proxy);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () =>
      socket.write(`CONNECT ${target} HTTP/1.1\r\nHost: ${target}\r\n\r\n`),
    );
    socket.once("data", (data) => resolve({ socket, answer: String(data) }));
    socket.once("error", reject);
  });
}

for (const target of ["api.emailjs.com:443", "update.googleapis.com:443"]) {
  test(`a tunnel to ${target} reset by the browser leaves the proxy answering`, async ({
    engine,
    host,
  }) => {
    test.skip(engine !== "chromium", "the host is the same for every engine");
    const { socket } = await tunnel(host, target);
    socket.resetAndDestroy();
    // An error left unhandled in the host fails whichever test is running ("read ECONNRESET").
    const next = await tunnel(host, "api.emailjs.com:443");
    expect(next.answer).toMatch(/^HTTP\/1\.1 200 /);
    next.socket.destroy();
  });
}
