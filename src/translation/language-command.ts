/**
 * The commands of a site's languages, run by scripts/language.mjs:
 *   npm run language:add -- <code> "<name>" [--from <code>] [--dir rtl]
 *   npm run language:report
 * A refusal says why on one line and exits with 1, having written nothing.
 */
import { addLanguage, LanguageRefused, type NewLanguage } from "./add-language";
import { reportText, translationReport } from "./translation-report";
import type { TextDirection } from "../content/languages";

const USAGE = [
  'usage: npm run language:add -- <code> "<name>" [--from <code>] [--dir rtl]',
  "       npm run language:report",
].join("\n");

/** The request of `language:add`'s arguments. */
export function parseAddArguments(args: readonly string[]): NewLanguage {
  const positional: string[] = [];
  const options: { from?: string; dir?: TextDirection } = {};
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index]!;
    if (arg === "--from" || arg === "--dir") {
      const value = args[index + 1];
      if (value === undefined || value.startsWith("--"))
        throw new LanguageRefused(`${arg} needs a value\n${USAGE}`);
      index += 1;
      if (arg === "--from") options.from = value;
      else if (value === "ltr" || value === "rtl") options.dir = value;
      else throw new LanguageRefused(`--dir is ltr or rtl, not "${value}"`);
    } else if (arg.startsWith("--")) {
      throw new LanguageRefused(`unknown option ${arg}\n${USAGE}`);
    } else {
      positional.push(arg);
    }
  }
  const [code, name, ...rest] = positional;
  if (code === undefined || name === undefined || rest.length > 0) throw new LanguageRefused(USAGE);
  return { code, name, ...options };
}

/** Runs a command in `rootDir`; what it prints, and its exit code. */
export function runLanguageCommand(
  rootDir: string,
  [command, ...args]: readonly string[],
): { out: string; code: number } {
  try {
    if (command === "report") return { out: reportText(translationReport(rootDir)), code: 0 };
    if (command !== "add") throw new LanguageRefused(USAGE);
    const request = parseAddArguments(args);
    const written = addLanguage(rootDir, request);
    return {
      out: [
        `Added ${request.code} (${request.name}), unpublished, copied from ${
          request.from ?? "the default language"
        }. Written:`,
        ...written.map((file) => `  ${file}`),
        "Next: translate its strings in locales/ and its values in content/ (npm run language:report lists",
        "what is left), see its pages with npm run develop, then set published: true in content/languages.yaml.",
      ].join("\n"),
      code: 0,
    };
  } catch (error) {
    if (error instanceof LanguageRefused)
      return { out: `language:${command ?? ""}: ${error.message}`, code: 1 };
    throw error;
  }
}
