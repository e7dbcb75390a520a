// What poppler's pdfinfo reads of a PDF's tags: the catalog's flags and the structure tree.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** An element of the structure tree: its role, its text (its descendants' too) and children. */
export interface StructElement {
  role: string;
  text: string;
  children: StructElement[];
  /** How many annotations (a link's clickable area) it holds. */
  annotations: number;
}

export interface PdfTags {
  /** pdfinfo's summary, "Tagged:  yes" and the like. */
  info: string;
  /** The XMP metadata, where a PDF/UA file names its part (pdfuaid:part). */
  metadata: string;
  root: StructElement;
}

/**
 * Reads `pdfinfo -struct-text`: an element per line (`H1 (block)`), its text as quoted lines and
 * its annotations as `Object n 0` lines below it, two spaces of indent per level.
 */
export function parseStructText(output: string): StructElement {
  const root: StructElement = { role: "", text: "", children: [], annotations: 0 };
  const path: StructElement[] = [root];
  for (const line of output.split("\n")) {
    if (line.trim() === "") continue;
    const depth = (line.length - line.trimStart().length) / 2;
    const content = line.trim();
    const parents = path.slice(0, depth + 1);
    if (content.startsWith('"')) {
      const text = content.slice(1, -1);
      for (const element of parents) element.text += text;
    } else if (/^Object \d+ \d+$/.test(content)) {
      parents[parents.length - 1]!.annotations += 1;
    } else {
      const element = { role: content.split(" ")[0]!, text: "", children: [], annotations: 0 };
      parents[parents.length - 1]!.children.push(element);
      path.length = depth + 1;
      path.push(element);
    }
  }
  return root;
}

/** Every element below `element`, in reading order. */
export const descendants = (element: StructElement): StructElement[] =>
  element.children.flatMap((child) => [child, ...descendants(child)]);

/** pdfinfo's view of a PDF's tags (poppler-utils: /usr/bin/pdfinfo). */
export function pdfTags(bytes: Buffer): PdfTags {
  const folder = mkdtempSync(join(tmpdir(), "cv-tags-"));
  try {
    const file = join(folder, "cv.pdf");
    writeFileSync(file, bytes);
    const pdfinfo = (...args: string[]) =>
      execFileSync("pdfinfo", [...args, file], { encoding: "utf8" });
    return {
      info: pdfinfo(),
      metadata: pdfinfo("-meta"),
      root: parseStructText(pdfinfo("-struct-text")),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * The catalog's natural language and title flag, which pdfinfo does not print: read from the
 * file, whose catalog pdfkit writes as plain text.
 */
export const catalogEntry = (bytes: Buffer, key: "Lang" | "DisplayDocTitle"): string | undefined =>
  new RegExp(`/${key} \\(?([\\w-]+)\\)?`).exec(bytes.toString("latin1"))?.[1];

const ESCAPES: Record<string, string> = { n: "\n", r: "\r", t: "\t", b: "\b", f: "\f" };

/**
 * The ActualText of the PDF's structure elements, in file order: what a screen reader says for
 * an element instead of its drawn text. Read from the bytes (pdfinfo does not print it): PDF
 * literal strings, backslash-escaped, in UTF-16BE after a byte-order mark or else single-byte.
 */
export function actualTexts(bytes: Buffer): string[] {
  const pdf = bytes.toString("latin1");
  return [...pdf.matchAll(/\/ActualText \(((?:\\[\s\S]|[^\\)])*)\)/g)].map(([, literal]) => {
    const raw = literal!.replace(/\\([\s\S])/g, (_, char: string) => ESCAPES[char] ?? char);
    const data = Buffer.from(raw, "latin1");
    if (data[0] !== 0xfe || data[1] !== 0xff) return raw;
    return data.subarray(2).swap16().toString("utf16le");
  });
}
