import { useSyncExternalStore } from "react";
import type { Theme } from "../config/constants";
import { readStored, subscribeStored } from "../storage/stored-value";
import { themeChoice } from "./theme-store";

const subscribe = (onChange: () => void) => subscribeStored(themeChoice, onChange);
const read = () => readStored(themeChoice);

/**
 * The visitor's theme, re-rendered whenever it changes, whoever changed it: the button, the
 * code before React (a prerendered page shown after a choice elsewhere), another tab. Unknown
 * on the server and while hydrating: the server renders the default theme's page, and what
 * the visitor chose is known only in the browser.
 */
export const useTheme = (): Theme | undefined =>
  useSyncExternalStore(subscribe, read, () => undefined);
