/** @jest-environment node */
import fs from "fs";
import path from "path";

// The two docs a newcomer reads first stay short enough to read in one sitting, with room left
// for the next section: what grows past the limit is history or detail, which goes to the
// decision records (docs/decisions/), not squeezed into fewer, longer lines.

const ROOT = path.join(__dirname, "../..");
const MOST_LINES = { "docs/architecture.md": 300, "docs/performance.md": 200 };

const lineCount = (file: string) =>
  fs.readFileSync(path.join(ROOT, file), "utf8").replace(/\n$/, "").split("\n").length;

test.each(Object.entries(MOST_LINES))("%s has at most %i lines", (file, most) => {
  expect(lineCount(file)).toBeLessThanOrEqual(most);
});
