/** What the development server prints about the content as it is saved. */
import { problemsMessage } from "../content/validate-content";

/** A save left the content invalid: the build's lines, and what the page shows meanwhile. */
export const liveProblemsMessage = (problems: readonly string[]) =>
  `${problemsMessage(problems)}\nThe page keeps the last valid content until the content is fixed.`;

/** A save fixed the content. */
export const CONTENT_VALID_AGAIN = "The content is valid again: the page shows it.";
