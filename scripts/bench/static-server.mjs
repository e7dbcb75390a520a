// The production build served the way a static host serves it (tests/e2e/serve.mjs).
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

/** Serves `directory` on `port` until the returned `stop()` is called. */
export async function serveStatic(directory, port, readyPath) {
  const server = spawn(process.execPath, ["tests/e2e/serve.mjs", String(port), directory], {
    stdio: "ignore",
  });
  const stop = () => server.kill();
  // An interrupted bench (process.exit in a signal handler skips `finally`) stops it too.
  process.once("exit", stop);
  try {
    await waitUntilServing(`http://localhost:${port}${readyPath}`);
  } catch (error) {
    stop();
    throw error;
  }
  return { origin: `http://localhost:${port}`, stop };
}
