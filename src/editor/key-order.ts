/**
 * Where a key that a save adds goes: right after the last key that precedes it in the saved
 * value and is already in the file, else first. The saved value lists the declared fields in
 * the schema's order, so a new optional field lands where CONTENT.md shows it.
 */
export function insertionIndex(
  savedKeys: readonly string[],
  index: number,
  positionInFile: (key: string) => number,
): number {
  return Math.max(-1, ...savedKeys.slice(0, index).map(positionInFile)) + 1;
}
