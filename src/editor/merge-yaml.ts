/**
 * Writes a new value into a YAML file by editing its document in place, so that a save
 * changes only the lines of the values that changed: comments, key order, quoting, flow
 * lists and blank lines stay as they were. (Decap's own YAML writer serialises the whole
 * value again, losing all of that.)
 *
 * Built on the `yaml` package's Document API (https://eemeli.org/yaml/#documents): a parsed
 * document keeps every node's style and comments; the lines the change did not touch are
 * then copied from the file itself (`line-patch.ts`).
 */
import {
  isMap,
  isNode,
  isScalar,
  isSeq,
  parseDocument,
  Scalar,
  type Document,
  type Node,
  type Pair,
  type ToStringOptions,
  type YAMLMap,
  type YAMLSeq,
} from "yaml";
import { isRecord } from "../content/describe-value";
import { insertionIndex } from "./key-order";
import { patchLines } from "./line-patch";

/**
 * How the content files are printed: no line folding (`lineWidth: 0`; the default folds
 * long text at 80 columns) and `[a, b]` flow lists, as written by hand.
 * https://eemeli.org/yaml/#tostring-options
 */
export const YAML_OUTPUT: ToStringOptions = { lineWidth: 0, flowCollectionPadding: false };

type Value = unknown;

const isScalarValue = (value: Value) =>
  value === null || ["string", "number", "boolean"].includes(typeof value);

const keyOf = (pair: Pair) => (isScalar(pair.key) ? String(pair.key.value) : String(pair.key));

/** A node made for a value that replaces `old`, keeping the comments around `old`. */
function replacement(doc: Document, old: unknown, value: Value): Node {
  const node = doc.createNode(value);
  if (isNode(old)) {
    node.commentBefore = old.commentBefore;
    node.comment = old.comment;
    node.spaceBefore = old.spaceBefore;
  }
  return node;
}

function mergeNode(doc: Document, node: unknown, value: Value): Node {
  if (isRecord(value) && isMap(node)) {
    const before = node.flow ? JSON.stringify(node.toJSON()) : undefined;
    mergeMap(doc, node, value);
    // The printer has one bracket spacing for every flow collection, and the house style
    // (Prettier) pads maps but not lists: a changed `{ fr, en }` is written as a block.
    if (node.flow && JSON.stringify(node.toJSON()) !== before) node.flow = false;
    return node;
  }
  if (Array.isArray(value) && isSeq(node)) {
    mergeSeq(doc, node, value);
    return node;
  }
  if (isScalarValue(value) && isScalar(node)) {
    // Setting the value keeps the node's quoting; `yaml` adds quotes where the old style
    // would read back as something else ("2021" stays text).
    if (node.value !== value) {
      node.value = value;
      // A text of several lines (Markdown) is a `|` block, read and diffed line by line; a
      // plain or quoted style would fold its lines or write them as `\n`.
      if (typeof value === "string" && value.includes("\n")) node.type = Scalar.BLOCK_LITERAL;
    }
    return node;
  }
  return replacement(doc, node, value);
}

/** Removes the keys the value lacks, merges the others in place and adds the new ones. */
function mergeMap(doc: Document, map: YAMLMap, value: Record<string, Value>) {
  map.items = map.items.filter((pair) => keyOf(pair) in value);
  const keys = Object.keys(value);
  keys.forEach((key, index) => {
    const pair = map.items.find((item) => keyOf(item) === key);
    if (pair) {
      pair.value = mergeNode(doc, pair.value, value[key]);
      return;
    }
    const at = insertionIndex(keys, index, (previous) =>
      map.items.findIndex((item) => keyOf(item) === previous),
    );
    map.items.splice(at, 0, doc.createPair(key, value[key]));
  });
}

/** Entries are known by their id; other items by their whole value. */
const itemKey = (value: Value) =>
  isRecord(value) && typeof value.id === "string" ? `id:${value.id}` : JSON.stringify(value);

/**
 * Each new item takes the old node with the same id (or the same value), wherever it was, so
 * a moved entry keeps its comments; an item found nowhere takes the old node at its own
 * position if that one is free (an edited line, a renamed id), else it is a new node. Old
 * nodes left over were removed.
 */
function mergeSeq(doc: Document, seq: YAMLSeq, values: Value[]) {
  const old = seq.items;
  const oldKeys = old.map((node) => itemKey(isNode(node) ? node.toJS(doc) : node));
  const taken = new Set<number>();
  const sources = values.map((value) => {
    const key = itemKey(value);
    const found = oldKeys.findIndex((oldKey, index) => oldKey === key && !taken.has(index));
    if (found >= 0) taken.add(found);
    return found;
  });
  sources.forEach((source, index) => {
    if (source < 0 && index < old.length && !taken.has(index)) {
      sources[index] = index;
      taken.add(index);
    }
  });
  seq.items = values.map((value, index) => {
    const source = sources[index] ?? -1;
    return source >= 0 ? mergeNode(doc, old[source], value) : doc.createNode(value);
  });
}

/**
 * The comment above a file's first entry or key is the file's header (every content file
 * starts with one), not that entry's: it stays at the top when the entry moves or goes.
 */
function keepHeaderAtTop(contents: unknown) {
  if (!(isSeq(contents) || isMap(contents)) || contents.commentBefore) return;
  const [first] = contents.items as unknown[];
  const holder = isMap(contents) && first ? (first as Pair).key : first;
  if (!isNode(holder) || !holder.commentBefore) return;
  contents.commentBefore = holder.commentBefore;
  holder.commentBefore = undefined;
}

export type YamlMerge = { ok: true; text: string } | { ok: false; reason: string };

/** `text` with `value` written into it; the lines of what did not change stay as they were. */
export function mergeIntoYaml(text: string, value: Value): YamlMerge {
  const doc: Document = parseDocument(text);
  const [error] = doc.errors;
  if (error) return { ok: false, reason: error.message };
  keepHeaderAtTop(doc.contents);
  const printed = doc.toString(YAML_OUTPUT);
  doc.contents = mergeNode(doc, doc.contents, value);
  return { ok: true, text: patchLines(text, printed, doc.toString(YAML_OUTPUT)) };
}

/** The value of a YAML file as the `yaml` package reads it (YAML 1.2, like the merge). */
export function readYamlValue(text: string): Value {
  return parseDocument(text).toJS();
}
