/**
 * "https://www.linkedin.com/in/x/" -> "linkedin.com/in/x": an address as a reader of a printed
 * CV would type it, the link itself staying whole.
 */
export const displayAddress = (url: string): string =>
  url.replace(/^https?:\/\/(www\.)?/, "").replace(/\/$/, "");
