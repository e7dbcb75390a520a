/**
 * Applies an edit made on a file's printed form to the file as it is written.
 *
 * The `yaml` package prints a document in one style (one quoting per scalar, one spacing
 * inside brackets for all flow collections), which the file may not follow everywhere: a
 * flow map padded by hand (`{ a: 1 }`) would come back unpadded (`{a: 1}`) on an unrelated save.
 * So the old and new documents are both printed, compared line by line, and only the lines
 * that differ are taken from the new print; every other line is copied from the file.
 */

/** Longest common subsequence table of two lists of lines, from the ends. */
function commonLengths(a: string[], b: string[]): number[][] {
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i -= 1) {
    const row = table[i]!;
    const below = table[i + 1]!;
    for (let j = b.length - 1; j >= 0; j -= 1) {
      row[j] = a[i] === b[j] ? below[j + 1]! + 1 : Math.max(below[j]!, row[j + 1]!);
    }
  }
  return table;
}

/**
 * `edited` with the lines it shares with `printed` replaced by the same lines of `original`.
 * `printed` must be `original` printed again: when it has another number of lines (the print
 * joined or split lines), the lines cannot be matched and `edited` is returned as it is.
 */
export function patchLines(original: string, printed: string, edited: string): string {
  if (original === printed) return edited;
  const source = original.split("\n");
  const before = printed.split("\n");
  const after = edited.split("\n");
  if (source.length !== before.length) return edited;
  const common = commonLengths(before, after);
  const lines: string[] = [];
  let i = 0;
  let j = 0;
  while (j < after.length) {
    if (i < before.length && before[i] === after[j]) {
      lines.push(source[i]!);
      i += 1;
      j += 1;
    } else if (i < before.length && common[i + 1]![j]! >= common[i]![j + 1]!) {
      i += 1;
    } else {
      lines.push(after[j]!);
      j += 1;
    }
  }
  return lines.join("\n");
}
