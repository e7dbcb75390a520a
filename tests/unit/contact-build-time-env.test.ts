/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildTimeEnv } from "../../src/contact/build-time-env";

let directory: string;
beforeEach(() => {
  directory = mkdtempSync(join(tmpdir(), "build-time-env-"));
});
afterEach(() => rmSync(directory, { recursive: true, force: true }));

describe("buildTimeEnv", () => {
  it("adds the variables of .env.<NODE_ENV>, as Gatsby does for the bundle", () => {
    writeFileSync(join(directory, ".env.production"), "GATSBY_EMAILJS_PUBLIC_KEY=from-file\n");
    const env = buildTimeEnv({ NODE_ENV: "production" }, directory);
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBe("from-file");
  });

  it("lets the process environment win over the file", () => {
    writeFileSync(join(directory, ".env.production"), "GATSBY_EMAILJS_PUBLIC_KEY=from-file\n");
    const env = buildTimeEnv(
      { NODE_ENV: "production", GATSBY_EMAILJS_PUBLIC_KEY: "from-process" },
      directory,
    );
    expect(env.GATSBY_EMAILJS_PUBLIC_KEY).toBe("from-process");
  });

  it("reads the file named by GATSBY_ACTIVE_ENV first", () => {
    writeFileSync(join(directory, ".env.staging"), "GATSBY_EMAILJS_SERVICE_ID=staging\n");
    const env = buildTimeEnv({ NODE_ENV: "production", GATSBY_ACTIVE_ENV: "staging" }, directory);
    expect(env.GATSBY_EMAILJS_SERVICE_ID).toBe("staging");
  });

  it("is the process environment alone when there is no file", () => {
    expect(buildTimeEnv({ NODE_ENV: "production", A: "1" }, directory)).toEqual({
      NODE_ENV: "production",
      A: "1",
    });
  });
});
