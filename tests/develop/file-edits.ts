// Edits the develop tests make to the content files, as an editor would by hand.

/** Replaces `search` once, failing loudly when the file does not contain it. */
export function replaced(text: string, search: string, replacement: string): string {
  if (!text.includes(search))
    throw new Error(`the file does not contain ${JSON.stringify(search)}`);
  return text.replace(search, replacement);
}
