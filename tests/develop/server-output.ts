// The development server the develop tests run against: its port, how long it may take, and its
// output (what an editor reads in the terminal), which playwright.develop.config.ts writes to a
// file.
import { readFileSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";

/** Port of the development server the tests start (`gatsby develop`). */
export const DEVELOP_PORT = Number(process.env.DEVELOP_PORT ?? 8100);

/** How long a test waits for the server to take a save in: a second or two, more when busy. */
export const SERVER_TIMEOUT = 60_000;

/** Where the server's output goes, one file per port. */
export const SERVER_LOG = path.join(os.tmpdir(), `gatsby-develop-${DEVELOP_PORT}.log`);

/** How much the server has printed so far (bytes), to read what it prints next. */
export const serverOutputSize = () => statSync(SERVER_LOG).size;

/** What the server printed since `offset`, without its cursor moves and colours. */
export const serverOutputSince = (offset: number) =>
  stripVTControlCharacters(readFileSync(SERVER_LOG).subarray(offset).toString("utf8"));

/** The same, on one line: Gatsby wraps its messages at 80 columns when not in a terminal. */
export const serverTextSince = (offset: number) => serverOutputSince(offset).replace(/\s+/g, " ");
