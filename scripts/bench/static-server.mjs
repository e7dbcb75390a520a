// The production build served the way a static host serves it (scripts/lib/serve-build.mjs).
import { spawn } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";

const READY_TIMEOUT_MS = 10_000;
const READY_POLL_MS = 100;

async function waitUntilServing(url) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const response = await fetch(url).catch(() => undefined);
    if (response?.ok) return;
    await sleep(READY_POLL_MS);
  }
  throw new Error(`The static server did not answer ${url} within ${READY_TIMEOUT_MS} ms`);
}

/**
 * Resolves once the server says it listens; rejects if it ends first. Polling the URL alone
 * is not enough: with the port taken, another server answers and this one dies unseen.
 */
function listening(server, port) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The static server did not listen on :${port}`)),
      READY_TIMEOUT_MS,
    );
    server.stdout.on("data", (chunk) => {
      if (String(chunk).includes("Serving")) {
        clearTimeout(timer);
        resolve();
      }
    });
    server.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`The static server on :${port} ended (exit ${code}): port taken?`));
    });
  });
}

/** Serves `directory` on `port` until the returned `stop()` is called. */
export async function serveStatic(directory, port, readyPath) {
  const server = spawn(process.execPath, ["scripts/lib/serve-build.mjs", String(port), directory], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stopping = false;
  const stop = () => {
    stopping = true;
    server.kill();
  };
  // A server that cannot listen (port taken by someone else's server: that one would then
  // answer instead) or dies while measured is said, not silently measured around.
  server.on("exit", (code, signal) => {
    if (!stopping) console.warn(`[bench] The static server on :${port} ended (${signal ?? code})`);
  });
  // An interrupted bench (process.exit in a signal handler skips `finally`) stops it too.
  process.once("exit", stop);
  try {
    await listening(server, port);
    await waitUntilServing(`http://localhost:${port}${readyPath}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}
