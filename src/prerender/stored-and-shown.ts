import { subscribeStored, type StoredValue } from "../storage/stored-value";
import { whenShownAgain } from "./page-shown";

/**
 * subscribeStored, and told too each time the page is shown again (whenShownAgain): for what
 * renders the value from storage (useSyncExternalStore), which may be stale then.
 */
export function subscribeStoredAndShownAgain(
  value: StoredValue<unknown>,
  onChange: () => void,
): () => void {
  const unsubscribeStored = subscribeStored(value, onChange);
  const unsubscribeShown = whenShownAgain(onChange);
  return () => {
    unsubscribeStored();
    unsubscribeShown();
  };
}
