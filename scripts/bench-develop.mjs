// The development server's two times an editor waits for, measured in two checkouts in turns
// (A, B, A, B...), so that a busy spell of this shared machine falls on both:
// - start-up: from `gatsby develop` to /fr/ answering 200 and its page data holding the content;
// - update: from saving a one-field change of content/experience.yaml to Chromium showing it
//   (three changes per start, the last one back to the file as it was).
//
//   npm run bench:develop -- <checkout A> <checkout B> [--runs 3] [--port 8700]
//
// Each checkout needs its node_modules; the file is restored at the end, even on failure. Give
// both the same .cache state: webpack's cache of the development bundle, written only by a
// server left running for a while, changes the start-up by seconds (see docs/performance.md, "The development server").
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.mjs";
import { median } from "./bench/median.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const checkouts = args.filter(
  (arg, index) => !arg.startsWith("--") && !args[index - 1]?.startsWith("--"),
);
if (checkouts.length !== 2) {
  console.error(
    "usage: npm run bench:develop -- <checkout A> <checkout B> [--runs 3] [--port 8700]",
  );
  process.exit(2);
}
const RUNS = option("runs", 3);
const PORT = option("port", 8700);
const ORIGIN = `http://localhost:${PORT}`;
const FILE = "content/experience.yaml";
const TITLE = "Ingénieure logicielle senior, Northwind Bank";
/** The first experience's French title, changed and changed back: one field each time. */
const TITLES = [`${TITLE} (1)`, `${TITLE} (2)`, TITLE];
/** A server not started after this long is given up on. */
const STARTUP_TIMEOUT_MS = 300_000;
/** A change not shown after this long is given up on. */
const UPDATE_TIMEOUT_MS = 60_000;
/** How often the start-up is polled for; a small share of the times measured. */
const POLL_MS = 100;

/** Whether /fr/ and its page data answer with the content; throws if the data has errors. */
async function pageDataReady() {
  let json;
  try {
    const html = await fetch(`${ORIGIN}/fr/`);
    if (html.status !== 200) return false;
    const data = await fetch(`${ORIGIN}/page-data/fr/page-data.json`);
    if (data.status !== 200) return false;
    json = await data.json();
  } catch {
    return false;
  }
  const errors = json.result?.errors;
  if (errors) throw new Error(`the page data has errors: ${JSON.stringify(errors)}`);
  return (json.result?.data?.allExperienceYaml?.nodes?.length ?? 0) > 0;
}

/** Starts `gatsby develop` in its own process group; resolves with it once /fr/ has its content. */
async function startServer(checkout) {
  const started = performance.now();
  const server = spawn("npx", ["gatsby", "develop", "--port", String(PORT)], {
    cwd: checkout,
    detached: true,
    stdio: "ignore",
  });
  let exited = false;
  server.on("exit", () => (exited = true));
  try {
    while (!(await pageDataReady())) {
      if (exited) throw new Error(`gatsby develop stopped in ${checkout}`);
      if (performance.now() - started > STARTUP_TIMEOUT_MS) {
        throw new Error(`gatsby develop did not start in ${checkout}`);
      }
      await sleep(POLL_MS);
    }
  } catch (error) {
    if (!exited) await stopServer(server);
    throw error;
  }
  return { server, startupMs: performance.now() - started };
}

async function stopServer(server) {
  const exited = new Promise((resolve) => server.on("exit", resolve));
  process.kill(-server.pid, "SIGTERM");
  await Promise.race([exited, sleep(10_000).then(() => process.kill(-server.pid, "SIGKILL"))]);
  await exited;
}

async function updates(checkout) {
  const file = path.join(checkout, FILE);
  const original = readFileSync(file, "utf8");
  if (!original.includes(`fr: ${TITLE}`)) throw new Error(`${file} has no title "${TITLE}"`);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const times = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${ORIGIN}/fr/`);
    const title = page.locator("#experience-northwind-bank");
    await title.waitFor({ timeout: 120_000 });
    for (const next of TITLES) {
      const saved = performance.now();
      writeFileSync(file, original.replace(`fr: ${TITLE}`, `fr: ${next}`));
      const shown = await page
        .waitForFunction(
          (text) => document.querySelector("#experience-northwind-bank")?.textContent === text,
          next,
          { polling: "raf", timeout: UPDATE_TIMEOUT_MS },
        )
        .then(
          () => true,
          () => false,
        );
      // A change never shown is said, not measured; the others of the run still are.
      if (!shown) {
        console.log(`${checkout}: "${next}" not shown after ${UPDATE_TIMEOUT_MS / 1000} s`);
        break;
      }
      times.push(performance.now() - saved);
    }
  } finally {
    writeFileSync(file, original);
    await browser.close();
  }
  return times;
}

const results = checkouts.map((checkout) => ({ checkout, startup: [], update: [], load: [] }));
for (let run = 0; run < RUNS; run++) {
  for (const result of results) {
    const load = os.loadavg()[0];
    const { server, startupMs } = await startServer(result.checkout);
    try {
      const times = await updates(result.checkout);
      result.startup.push(Math.round(startupMs));
      result.update.push(...times.map(Math.round));
      result.load.push(Number(load.toFixed(2)));
      console.log(
        `run ${run + 1} ${result.checkout}: start-up ${Math.round(startupMs)} ms, updates ${times.map(Math.round).join(", ")} ms (load ${load.toFixed(2)})`,
      );
    } finally {
      await stopServer(server);
    }
  }
}

const [a, b] = results.map((result) => ({
  ...result,
  startupMedian: median(result.startup),
  updateMedian: median(result.update),
}));
console.log(JSON.stringify({ a, b }, null, 2));
console.log(
  `start-up: A ${a.startupMedian} ms, B ${b.startupMedian} ms, B/A ${(b.startupMedian / a.startupMedian).toFixed(2)}\n` +
    `update:   A ${a.updateMedian} ms, B ${b.updateMedian} ms, B/A ${(b.updateMedian / a.updateMedian).toFixed(2)}`,
);
