import { useSyncExternalStore } from "react";

const subscribe = (onChange: () => void) => {
  window.addEventListener("hashchange", onChange);
  window.addEventListener("popstate", onChange);
  return () => {
    window.removeEventListener("hashchange", onChange);
    window.removeEventListener("popstate", onChange);
  };
};

/** The URL hash (`#about`), kept current when an in-page anchor is followed. */
export const useLocationHash = (): string =>
  useSyncExternalStore(
    subscribe,
    () => window.location.hash,
    () => "",
  );
