/**
 * Writes a new value into a locale file (JSON) so that a save changes only the lines of the
 * strings that changed: keys keep their order (new ones go after their predecessor in the
 * new value), changed lines are printed two-space indented (what Prettier writes), and the
 * other lines are copied from the file (`line-patch.ts`).
 */
import { isRecord } from "../content/describe-value";
import { insertionIndex } from "./key-order";
import { patchLines } from "./line-patch";

type Value = unknown;

function mergeValue(old: Value, value: Value): Value {
  if (!isRecord(old) || !isRecord(value)) return value;
  const order = Object.keys(old).filter((key) => key in value);
  const keys = Object.keys(value);
  keys.forEach((key, index) => {
    if (order.includes(key)) return;
    order.splice(
      insertionIndex(keys, index, (previous) => order.indexOf(previous)),
      0,
      key,
    );
  });
  return Object.fromEntries(order.map((key) => [key, mergeValue(old[key], value[key])]));
}

export type JsonMerge = { ok: true; text: string } | { ok: false; reason: string };

export function mergeIntoJson(text: string, value: Value): JsonMerge {
  let old: Value;
  try {
    old = JSON.parse(text);
  } catch (error) {
    return { ok: false, reason: (error as Error).message };
  }
  const print = (json: Value) => `${JSON.stringify(json, null, 2)}\n`;
  return { ok: true, text: patchLines(text, print(old), print(mergeValue(old, value))) };
}
