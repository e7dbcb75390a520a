import { useEffect, useState } from "react";
import { CONTENT_PROBLEMS_PATH } from "./content-problems-path";

/** The content's problems, as the development server sends them; empty while the content is valid. */
export function useContentProblems(): readonly string[] {
  const [problems, setProblems] = useState<readonly string[]>([]);
  useEffect(() => {
    // EventSource reconnects by itself when the development server restarts.
    const events = new EventSource(CONTENT_PROBLEMS_PATH);
    events.onmessage = (event: MessageEvent<string>) => setProblems(JSON.parse(event.data));
    return () => events.close();
  }, []);
  return problems;
}
