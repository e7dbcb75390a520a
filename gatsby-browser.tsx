import type { GatsbyBrowser } from "gatsby";
import "./src/styles/global.css";

/** Navigation state set by the language toggle: keep the visitor where they are. */
interface KeepScrollState {
  keepScroll?: boolean;
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  routerProps: { location },
}) => !(location.state as KeepScrollState | null)?.keepScroll;
