/**
 * Refuses an SVG of the content that is more than a drawing. An SVG the page links to is
 * published as it is, and a visitor who opens it gets a document of the site's origin: a
 * script, an event handler or embedded HTML in it would run there, and a reference to another
 * address would load from there. So the file must be well-formed XML (a parser that gave up
 * could not vouch for the rest) holding no <script>, no `on…` attribute, no <foreignObject>,
 * no element of HTML or MathML, and no reference other than to a part of itself (`#id`) or, for
 * a picture, to an embedded image (`data:image/…`). Every SVG of the content is checked, those
 * only drawn as WebP too: a change of the page or of the file's use can publish it.
 *
 * Parsed by saxes, a strict, namespace-aware XML parser (https://github.com/lddubeau/saxes).
 */
import { SaxesParser, type SaxesTagNS } from "saxes";

const XHTML_NAMESPACE = "http://www.w3.org/1999/xhtml";
const MATHML_NAMESPACE = "http://www.w3.org/1998/Math/MathML";
const XML_NAMESPACE = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NAMESPACE = "http://www.w3.org/2000/xmlns/";

/** SMIL elements that can set another attribute of their target, a link's href included. */
const ANIMATIONS = new Set(["set", "animate", "animateMotion", "animateTransform", "animateColor"]);
/** Elements whose href is a picture: an image there is drawn in image mode, without scripts. */
const PICTURES = new Set(["image", "feImage"]);

class Refusal extends Error {}

/** Longest part of a value quoted in a message (a data: URI can be megabytes long). */
const QUOTED_LENGTH = 60;
const quote = (value: string) =>
  JSON.stringify(value.length > QUOTED_LENGTH ? `${value.slice(0, QUOTED_LENGTH)}…` : value);

/**
 * A reference that stays inside the file: `#id`, or, where a picture is expected, an embedded
 * image. URL parsers drop leading and trailing spaces and control characters first
 * (https://url.spec.whatwg.org/#concept-basic-url-parser).
 */
function staysInside(reference: string, picture: boolean): boolean {
  // eslint-disable-next-line no-control-regex -- the C0 controls are what the URL parser strips
  const target = reference.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "");
  return target.startsWith("#") || (picture && /^data:image\//i.test(target));
}

/**
 * CSS with its escapes decoded (https://www.w3.org/TR/css-syntax-3/#consume-escaped-code-point),
 * so that `\75 rl(` is read as the `url(` a browser reads.
 */
function unescapeCss(css: string): string {
  return css.replace(
    /\\(?:([0-9a-fA-F]{1,6})[ \t\n\r\f]?|([^\n\r\f]))/g,
    (_escape, hex: string | undefined, character: string | undefined) => {
      if (hex === undefined) return character ?? "";
      const codePoint = parseInt(hex, 16);
      const valid =
        codePoint !== 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      return String.fromCodePoint(valid ? codePoint : 0xfffd);
    },
  );
}

/** The quoted strings among the arguments of the function whose "(" is at `open`. */
function quotedArguments(css: string, open: number): string[] {
  const strings: string[] = [];
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    const character = css[index];
    if (character === '"' || character === "'") {
      const end = css.indexOf(character, index + 1);
      const stop = end === -1 ? css.length : end;
      strings.push(css.slice(index + 1, stop));
      index = stop;
    } else if (character === "(") {
      depth += 1;
    } else if (character === ")") {
      depth -= 1;
      if (depth === 0) break;
    }
  }
  return strings;
}

/** What in a piece of CSS (a <style>, a style or presentation attribute) loads from elsewhere. */
function cssProblem(css: string): string | undefined {
  const text = unescapeCss(css);
  if (/@import/i.test(text)) return "@import";
  for (const match of text.matchAll(/url\(\s*(?:"([^"]*)"|'([^']*)'|([^)\s]*))/gi)) {
    const target = match[1] ?? match[2] ?? match[3] ?? "";
    if (!staysInside(target, true)) return `reference ${quote(target)}`;
  }
  // image-set() also takes plain strings as addresses.
  for (const match of text.matchAll(/image-set\(/gi)) {
    const open = match.index + match[0].length - 1;
    const outside = quotedArguments(text, open).find((target) => !staysInside(target, true));
    if (outside !== undefined) return `reference ${quote(outside)}`;
  }
  return undefined;
}

/** What is wrong, and the line it is on. */
type Problem = [what: string, line: number];

/** Where the start tag being read is: its line, and the line of each attribute. */
interface TagLines {
  tag: number;
  attributes: Map<string, number>;
}

function attributeProblem(tag: SaxesTagNS, lines: TagLines): Problem | undefined {
  for (const { name, local, uri, value } of Object.values(tag.attributes)) {
    if (uri === XMLNS_NAMESPACE) continue; // a namespace declaration names, it loads nothing
    const attribute = `attribute "${name}" of <${tag.name}>`;
    const problem = (what: string): Problem => [what, lines.attributes.get(name) ?? lines.tag];
    if (local.toLowerCase().startsWith("on")) return problem(`event handler ${attribute}`);
    if (local === "base" && uri === XML_NAMESPACE) {
      return problem(`${attribute}, which moves its references elsewhere`);
    }
    if (local === "href" && !staysInside(value, PICTURES.has(tag.local))) {
      return problem(`reference ${quote(value)} in ${attribute}`);
    }
    const css = cssProblem(value);
    if (css) return problem(`${css} in ${attribute}`);
  }
  return undefined;
}

function elementProblem(tag: SaxesTagNS, lines: TagLines): Problem | undefined {
  const element = (what: string): Problem => [what, lines.tag];
  if (tag.uri === XHTML_NAMESPACE) return element(`HTML element <${tag.name}>`);
  if (tag.uri === MATHML_NAMESPACE) return element(`MathML element <${tag.name}>`);
  if (tag.local === "script") return element("<script> element");
  if (tag.local === "foreignObject") return element("<foreignObject> element");
  const animated = Object.values(tag.attributes).find((a) => a.local === "attributeName")?.value;
  if (ANIMATIONS.has(tag.local) && animated?.split(":").pop() === "href") {
    return element(`<${tag.name}> that changes a link (attributeName "${animated}")`);
  }
  return attributeProblem(tag, lines);
}

/**
 * What makes this SVG text more than a drawing, with its line (`<script> element (line 3)`);
 * undefined for a plain drawing. Only the first problem is told: one line per file.
 */
export function svgProblem(svg: string): string | undefined {
  const parser = new SaxesParser({ xmlns: true });
  let lines: TagLines = { tag: 1, attributes: new Map() };
  let root: string | undefined;
  let style: { line: number; css: string } | undefined;
  const refuse = ([what, line]: Problem) => {
    throw new Refusal(`${what} (line ${line})`);
  };
  // `line` and `column` are those of the next character to read. A name or a value is known
  // once the character after it is read: when that was a line break, it ended on the line before.
  const lastLine = () => (parser.column === 0 ? parser.line - 1 : parser.line);

  parser.on("error", (error) => {
    // saxes starts its messages with the position: the line is told as for every problem.
    const reason = error.message.replace(/^.*?\d+:\d+: /, "").replace(/\.$/, "");
    refuse([`not well-formed XML, ${reason}`, parser.line]);
  });
  parser.on("doctype", (doctype) => {
    // A declared entity can expand to any markup, out of this check's sight.
    if (/<!ENTITY/i.test(doctype)) refuse(["entity declared in the DOCTYPE", lastLine()]);
  });
  parser.on("processinginstruction", ({ target }) => {
    // It applies a style sheet or an XSLT transformation, from elsewhere or from the file.
    if (target === "xml-stylesheet") refuse(["<?xml-stylesheet?> instruction", lastLine()]);
  });
  parser.on("opentagstart", () => {
    lines = { tag: lastLine(), attributes: new Map() };
  });
  parser.on("attribute", ({ name }) => {
    lines.attributes.set(name, lastLine());
  });
  parser.on("opentag", (tag) => {
    root ??= tag.local;
    if (root !== "svg") refuse([`root element <${tag.name}> instead of <svg>`, lines.tag]);
    const problem = elementProblem(tag, lines);
    if (problem) refuse(problem);
    if (tag.local === "style") style = { line: lines.tag, css: "" };
  });
  const addCss = (text: string) => {
    if (style) style.css += text;
  };
  parser.on("text", addCss);
  parser.on("cdata", addCss);
  parser.on("closetag", (tag) => {
    if (tag.local !== "style" || !style) return;
    const problem = cssProblem(style.css);
    if (problem) refuse([`${problem} in <style>`, style.line]);
    style = undefined;
  });

  try {
    parser.write(svg).close();
  } catch (error) {
    if (error instanceof Refusal) return error.message;
    throw error;
  }
  return undefined;
}
