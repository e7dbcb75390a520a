// `npm run language:add` and `npm run language:report` (src/translation/language-command.ts):
// the commands are TypeScript like the rest of the site, compiled here by esbuild (a dependency
// of the build) into one module beside node_modules, then run.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const root = process.cwd();
const out = join(root, "node_modules/.cache/language-command.mjs");
const { outputFiles } = await build({
  entryPoints: [join(root, "src/translation/language-command.ts")],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  target: "node22",
  write: false,
  logLevel: "error",
});
mkdirSync(join(root, "node_modules/.cache"), { recursive: true });
writeFileSync(out, outputFiles[0].text);
const { runLanguageCommand } = await import(pathToFileURL(out).href);
const { out: said, code } = runLanguageCommand(root, process.argv.slice(2));
(code === 0 ? console.log : console.error)(said);
process.exitCode = code;
