// WebKit, as Safari's engine is packaged for Linux: Debian's WebKitGTK MiniBrowser, driven by
// its WebDriver (WebKitWebDriver, webkit2gtk-driver) under a virtual display (Xvfb) that this
// module starts for each worker and stops after it.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EngineBrowser, Feature, Key, LaunchOptions, Size, Visitor } from "./visitor";
import { driverReady, WebDriverSession, type ActionSource } from "./webdriver";

/** The MiniBrowser of Debian's libwebkit2gtk-4.1, wherever the machine's architecture puts it. */
function miniBrowserPath(): string {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  const found = readdirSync("/usr/lib")
    .map((folder) => join("/usr/lib", folder, "webkit2gtk-4.1/MiniBrowser"))
    .find((path) => existsSync(path));
  if (!found) throw new Error("No WebKitGTK MiniBrowser: apt-get install webkit2gtk-driver");
  return found;
}

/** WebKit's feature flag for each feature (MiniBrowser --features=help lists them). */
const WEBKIT_FEATURES: Record<Feature, string> = {
  "view-transitions": "ViewTransitions",
  "trusted-types": "TrustedTypes",
};

/**
 * MiniBrowser's toolbar keeps its window at least 447 px wide, wider than a phone. This GTK
 * stylesheet (read from the XDG_CONFIG_HOME of the processes started here) shrinks the toolbar
 * of the test's browser window, never the page (web content is not styled by GTK), so that the
 * viewport can be 390 px.
 */
const NARROW_TOOLBAR_CSS =
  "toolbar, toolbar *, button, entry, entry * { min-width: 0; min-height: 0; padding: 0;" +
  " margin: 0; border-width: 0; font-size: 1px; }\n";

/** WebDriver's code of each key (https://www.w3.org/TR/webdriver2/#keyboard-actions). */
const KEY_CODES: Record<Key, string> = {
  Enter: "\uE007",
  Escape: "\uE00C",
  Tab: "\uE004",
  ArrowLeft: "\uE012",
  ArrowRight: "\uE014",
  Home: "\uE011",
  End: "\uE010",
};

const READY_TIMEOUT_MS = 15_000;

/** Whether no one listens on `port` now. */
const portFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });

/**
 * A port for this worker's WebKitWebDriver, which cannot be told to take any free one: the first
 * free from a start of this process's own (two workers starting at once never try the same
 * one, where two ports found free by the system could be the same, and one worker would then
 * drive the other's browser).
 */
async function driverPort(): Promise<number> {
  const start = 20_000 + ((process.pid * 7) % 20_000);
  for (let port = start; port < start + 50; port += 1) if (await portFree(port)) return port;
  throw new Error(`no free port for WebKitWebDriver from ${start}`);
}

/** Starts Xvfb on the first free display number, which it says on the pipe given as fd 3. */
function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    "Xvfb",
    // -noreset: an X server resets when its last client leaves, and a browser starting then
    // cannot open the display (MiniBrowser "cannot open display", WebKitWebDriver waiting on).
    ["-displayfd", "3", "-screen", "0", "1600x1200x24", "-nolisten", "tcp", "-noreset"],
    { stdio: ["ignore", "ignore", "pipe", "pipe"] },
  );
  return new Promise((resolve, reject) => {
    let said = "";
    let errors = "";
    const timer = setTimeout(() => {
      xvfb.kill();
      reject(new Error(`Xvfb did not start: ${errors}`));
    }, READY_TIMEOUT_MS);
    xvfb.stdio[2]!.on("data", (chunk) => (errors += String(chunk)));
    xvfb.stdio[3]!.on("data", (chunk) => {
      said += String(chunk);
      if (!said.includes("\n")) return;
      clearTimeout(timer);
      resolve({ display: `:${said.trim()}`, process: xvfb });
    });
    xvfb.once("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb: ${error.message} (apt-get install xvfb)`));
    });
    xvfb.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Xvfb ended (exit ${code}): ${errors}`));
    });
  });
}

async function waitForDriver(url: string, driver: ChildProcess): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await driverReady(url))) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver ended (${driver.exitCode})`);
    if (Date.now() > deadline) throw new Error(`WebKitWebDriver did not answer at ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts a virtual display and WebKitWebDriver on it, each visitor a session of its own (a new
 * MiniBrowser, with an ephemeral profile). Every request to another host than localhost goes
 * through `proxy`, whose certificate MiniBrowser accepts (--ignore-tls-errors).
 */
export async function launchWebKit({ without, proxy }: LaunchOptions): Promise<EngineBrowser> {
  const home = mkdtempSync(join(tmpdir(), "engines-webkit-"));
  mkdirSync(join(home, "config/gtk-3.0"), { recursive: true });
  writeFileSync(join(home, "config/gtk-3.0/gtk.css"), NARROW_TOOLBAR_CSS);
  const children: ChildProcess[] = [];
  const stop = () => {
    for (const child of children.reverse()) if (child.exitCode === null) child.kill();
    rmSync(home, { recursive: true, force: true });
  };
  // An interrupted run (Ctrl-C ends the worker with process.exit) still stops them.
  process.once("exit", stop);
  try {
    const xvfb = await startXvfb();
    children.push(xvfb.process);
    const port = await driverPort();
    const driverUrl = `http://127.0.0.1:${port}`;
    const driver = spawn("WebKitWebDriver", [`--port=${port}`], {
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        DISPLAY: xvfb.display,
        XDG_CONFIG_HOME: join(home, "config"),
        XDG_CACHE_HOME: join(home, "cache"),
        XDG_DATA_HOME: join(home, "data"),
      },
    });
    children.push(driver);
    // What the driver and its browsers last said (their output is shared), for an error.
    let said = "";
    const hear = (chunk: Buffer) => (said = `${said}${String(chunk)}`.slice(-4000));
    driver.stdout!.on("data", hear);
    driver.stderr!.on("data", hear);
    await waitForDriver(driverUrl, driver);
    const binary = miniBrowserPath();
    const args = [
      "--automation",
      `--proxy=${proxy}`,
      "--ignore-host=localhost",
      "--ignore-host=127.0.0.1",
      "--ignore-tls-errors",
      ...(without.length > 0
        ? [`--features=${without.map((feature) => `-${WEBKIT_FEATURES[feature]}`).join(",")}`]
        : []),
    ];
    return {
      async newVisitor(size, origin) {
        said = "";
        const session = await WebDriverSession.start(driverUrl, {
          "webkitgtk:browserOptions": { binary, args },
          pageLoadStrategy: "normal",
        }).catch((error: Error) => {
          throw new Error(`${error.message}\nWebKitWebDriver and MiniBrowser said:\n${said}`);
        });
        return webKitVisitor(session, size, origin);
      },
      close: async () => {
        stop();
        process.removeListener("exit", stop);
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

async function webKitVisitor(
  session: WebDriverSession,
  size: Size,
  origin: string,
): Promise<Visitor> {
  await session.setTimeouts({ script: 30_000, pageLoad: 30_000 });
  // Sized on a page of the site, not on the new window's about:blank, where WebKit was slow to
  // run the first script (0.65 s on a quiet machine).
  await session.navigate(new URL("/robots.txt", origin).href);
  await sizeViewport(session, size);
  /** A pointer's or the keyboard's actions, then the input state released. */
  const perform = async (source: ActionSource) => {
    await session.performActions([source]);
    await session.releaseActions();
  };
  const keys = (values: string[]): ActionSource => ({
    type: "key",
    id: "keyboard",
    actions: values.flatMap((value) => [
      { type: "keyDown" as const, value },
      { type: "keyUp" as const, value },
    ]),
  });
  const visitor: Visitor = {
    engine: "webkit",
    size,
    goto: (path) => session.navigate(new URL(path, origin).href).then(() => undefined),
    reload: () => session.refresh().then(() => undefined),
    back: () => session.back().then(() => undefined),
    async evaluate(fn, ...args) {
      // The function's source, run in the page; its result (or error) handed to the callback.
      const script =
        "var args = arguments[0], done = arguments[1];" +
        `Promise.resolve().then(function () { return (${fn.toString()}).apply(null, args); })` +
        ".then(function (value) { done({ value: value === undefined ? null : value }); }," +
        " function (error) { done({ error: String((error && error.stack) || error) }); });";
      const answer = await session.executeAsync<{ value?: unknown; error?: string }>(script, [
        args,
      ]);
      if (answer.error !== undefined) throw new Error(`In the page: ${answer.error}`);
      return answer.value as never;
    },
    clickAt: ({ x, y }, { count = 1, gapMs = 0 } = {}) =>
      perform({
        type: "pointer",
        id: "mouse",
        parameters: { pointerType: "mouse" },
        actions: [
          { type: "pointerMove", x: Math.round(x), y: Math.round(y), origin: "viewport" },
          ...Array.from({ length: count }, (_, click) => [
            ...(click > 0 ? [{ type: "pause" as const, duration: gapMs }] : []),
            { type: "pointerDown" as const, button: 0 },
            { type: "pointerUp" as const, button: 0 },
          ]).flat(),
        ],
      }),
    press: (key) => perform(keys([KEY_CODES[key]])),
    type: (text) =>
      perform(
        keys([...text].map((character) => (character === "\n" ? KEY_CODES.Enter : character))),
      ),
    screenshot: () => session.screenshot(),
    browserConsoleErrors: () => [],
    close: () => session.end().then(() => undefined),
  };
  return visitor;
}

/**
 * Sizes the window so that the viewport is `size`: the window is resized by what the viewport
 * lacks (the toolbar's height), until it is right. The window manager-less display applies a
 * size a moment after the command: each size is waited for.
 */
async function sizeViewport(session: WebDriverSession, size: Size): Promise<void> {
  const viewport = () =>
    session.executeAsync<Size>("arguments[0]({ width: innerWidth, height: innerHeight })", []);
  let shown = await viewport();
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (shown.width === size.width && shown.height === size.height) return;
    const rect = await session.windowRect();
    await session.setWindowRect({
      width: rect.width + size.width - shown.width,
      height: rect.height + size.height - shown.height,
    });
    const before = shown;
    for (let check = 0; check < 40; check += 1) {
      shown = await viewport();
      if (shown.width !== before.width || shown.height !== before.height) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
  throw new Error(
    `WebKit's viewport is ${shown.width}x${shown.height}, not ${size.width}x${size.height}`,
  );
}
