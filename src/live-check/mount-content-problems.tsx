import { createRoot } from "react-dom/client";
import { ContentProblemsPanel } from "./content-problems-panel";

const CONTAINER_ID = "content-problems";

/** Renders the panel in a React root of its own, beside the page's: it shows even if the page fails. */
export function mountContentProblems(): void {
  if (document.getElementById(CONTAINER_ID)) return;
  const container = document.createElement("div");
  container.id = CONTAINER_ID;
  document.body.append(container);
  createRoot(container).render(<ContentProblemsPanel />);
}
