// A small typed client of W3C WebDriver (https://www.w3.org/TR/webdriver2/) over fetch: the
// dozen commands the cross-engine tests send to WebKitWebDriver, and nothing else. See
// docs/architecture.md ("Browser engines") for why no WebDriver library.

/** A WebDriver error answer (https://www.w3.org/TR/webdriver2/#errors). */
export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${command}: ${error}${message ? `: ${message}` : ""}`);
  }
}

/** One input source's actions (https://www.w3.org/TR/webdriver2/#actions). */
export type ActionSource =
  | {
      type: "pointer";
      id: string;
      parameters: { pointerType: "mouse" | "pen" | "touch" };
      actions: (
        | { type: "pointerMove"; x: number; y: number; origin: "viewport"; duration?: number }
        | { type: "pointerDown" | "pointerUp"; button: number }
        | { type: "pause"; duration: number }
      )[];
    }
  | {
      type: "key";
      id: string;
      actions: (
        { type: "keyDown" | "keyUp"; value: string } | { type: "pause"; duration: number }
      )[];
    };

export interface WindowRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Longer than any command takes (a page load, a script: 30 s each), shorter than a test. */
const COMMAND_TIMEOUT_MS = 40_000;

async function send<T>(base: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  }).catch((error: Error) => {
    throw new WebDriverError(`${method} ${path}`, error.name, error.message);
  });
  const answer = (await response.json()) as {
    value: T | { error: string; message?: string };
  };
  const value = answer.value;
  if (!response.ok || (value && typeof value === "object" && "error" in value)) {
    const { error = `HTTP ${response.status}`, message = "" } = (value ?? {}) as {
      error?: string;
      message?: string;
    };
    throw new WebDriverError(`${method} ${path}`, error, message);
  }
  return value as T;
}

/** A WebDriver session: one browser window, driven command by command. */
export class WebDriverSession {
  private constructor(
    private readonly base: string,
    readonly id: string,
  ) {}

  /** Opens a session on the driver at `driverUrl` with these capabilities (alwaysMatch). */
  static async start(
    driverUrl: string,
    capabilities: Record<string, unknown>,
  ): Promise<WebDriverSession> {
    const { sessionId } = await send<{ sessionId: string }>(driverUrl, "POST", "/session", {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(driverUrl, sessionId);
  }

  private command<T>(method: string, path: string, body?: unknown): Promise<T> {
    return send<T>(this.base, method, `/session/${this.id}${path}`, body);
  }

  /** Navigates, and resolves once the document has loaded (page load strategy "normal"). */
  navigate = (url: string) => this.command<null>("POST", "/url", { url });
  currentUrl = () => this.command<string>("GET", "/url");
  back = () => this.command<null>("POST", "/back", {});
  refresh = () => this.command<null>("POST", "/refresh", {});
  setTimeouts = (timeouts: { script?: number; pageLoad?: number; implicit?: number }) =>
    this.command<null>("POST", "/timeouts", timeouts);
  windowRect = () => this.command<WindowRect>("GET", "/window/rect");
  setWindowRect = (rect: Partial<WindowRect>) =>
    this.command<WindowRect>("POST", "/window/rect", rect);
  /** The viewport as a PNG. */
  screenshot = async () => Buffer.from(await this.command<string>("GET", "/screenshot"), "base64");
  /** Runs `script` as a function body; it ends by calling its last argument with the result. */
  executeAsync = <T>(script: string, args: unknown[]) =>
    this.command<T>("POST", "/execute/async", { script, args });
  performActions = (actions: ActionSource[]) => this.command<null>("POST", "/actions", { actions });
  releaseActions = () => this.command<null>("DELETE", "/actions");
  end = () => this.command<null>("DELETE", "");
}

/** Whether the driver at `driverUrl` answers and can open a session. */
export async function driverReady(driverUrl: string): Promise<boolean> {
  try {
    return (await send<{ ready: boolean }>(driverUrl, "GET", "/status")).ready;
  } catch {
    return false;
  }
}
