/** The SDK rejects with `{ status, text }` when EmailJS answers, status 0 when the network fails. */
interface ResponseStatus {
  status: number;
  text: string;
}

const isResponseStatus = (error: unknown): error is ResponseStatus =>
  typeof error === "object" &&
  error !== null &&
  typeof (error as ResponseStatus).status === "number" &&
  typeof (error as ResponseStatus).text === "string";

/**
 * A plain reason for the console, whatever went wrong: the visitor always sees the one generic
 * message of the catalogue, the owner needs to know which case it was.
 */
export function describeSendFailure(error: unknown): string {
  if (isResponseStatus(error)) {
    return error.status === 0
      ? `EmailJS could not be reached (${error.text}).`
      : `EmailJS answered ${error.status} ${error.text}.`;
  }
  // The SDK throws its own parameter checks as bare strings.
  if (typeof error === "string") return error;
  if (error instanceof Error) return error.message;
  return `Unexpected failure: ${String(error)}`;
}
