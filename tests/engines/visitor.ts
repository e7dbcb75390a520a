// The visitor the cross-engine tests drive: one interface over the three engines' drivers
// (Puppeteer for Chromium and Firefox, WebDriver for WebKit), so that every scenario is written
// once and runs in all three. What a visitor does (go to a page, click, press a key, type) and
// what a test reads (a function run in the page) only.

export const ENGINES = ["chromium", "firefox", "webkit"] as const;
export type EngineName = (typeof ENGINES)[number];

/**
 * Browser features a test can take away with the engine's own switch: a Firefox preference, a
 * WebKit feature flag. Chromium has no switch left for either (both are stable there).
 */
export const FEATURES = ["view-transitions", "trusted-types"] as const;
export type Feature = (typeof FEATURES)[number];

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

/** The keys the scenarios press. */
export type Key = "Enter" | "Escape" | "Tab" | "ArrowLeft" | "ArrowRight" | "Home" | "End";

export interface Visitor {
  readonly engine: EngineName;
  /** The viewport's size in CSS pixels. */
  readonly size: Size;
  /** Goes to `path` on the site, and resolves once the page has loaded. */
  goto(path: string): Promise<void>;
  reload(): Promise<void>;
  /** The browser's Back: resolves once asked (the scenarios wait for the page they expect). */
  back(): Promise<void>;
  /**
   * Runs `fn` in the page's own world with JSON arguments, and resolves with its JSON result,
   * awaited. `fn` is sent as its source: it must use nothing from outside itself.
   */
  evaluate<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>>;
  /**
   * Mouse clicks at a point of the viewport, in CSS pixels, `gapMs` apart. A mouse in every
   * engine: WebKitGTK's driver turns touch actions into mouse events.
   */
  clickAt(point: Point, options?: { count?: number; gapMs?: number }): Promise<void>;
  /** A key pressed and released, for the focused element. */
  press(key: Key): Promise<void>;
  /** Types text, key by key, into the focused element. */
  type(text: string): Promise<void>;
  /** The viewport, as a PNG. */
  screenshot(): Promise<Buffer>;
  /**
   * Errors the browser itself wrote in the console, where its driver reports them (Chromium,
   * Firefox); WebKitWebDriver reports none. The page's own probe (probe.ts) sees the rest.
   */
  browserConsoleErrors(): string[];
  close(): Promise<void>;
}

/** A browser of one engine, with every feature but those taken away, for one worker. */
export interface EngineBrowser {
  /**
   * A visitor in a fresh profile (no storage, no cache), its viewport `size`, visiting the site
   * at `origin`.
   */
  newVisitor(size: Size, origin: string): Promise<Visitor>;
  close(): Promise<void>;
}

/** What every engine's launcher is given. */
export interface LaunchOptions {
  /** The features taken away. */
  without: readonly Feature[];
  /** The HTTP proxy every request to another host goes through (site-host.ts). */
  proxy: string;
}
