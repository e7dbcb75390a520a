import { useHydrated } from "./use-hydrated";

/**
 * The year by the visitor's clock, once the component is live; `builtIn`, the year the page
 * was built, until then. Hydration must render what the server wrote, and a year that has
 * turned since the build would make them differ: the first render gives the build's year,
 * the next the visitor's (React's way for content that differs between server and client:
 * https://react.dev/reference/react-dom/client/hydrateRoot#handling-different-client-and-server-content).
 */
export function useCurrentYear(builtIn: number): number {
  const hydrated = useHydrated();
  return hydrated ? new Date().getFullYear() : builtIn;
}
