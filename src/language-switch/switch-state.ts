import type { ContactField } from "../config/contact-form";

/**
 * What a language switch carries to the other language's page: the toggle leaves it in
 * sessionStorage (leave-for-language.ts), the arriving page's head script takes it
 * (arrival-script.ts) and its React side finishes the job (switch-arrival.tsx).
 */
export interface SwitchState {
  /** The path and query of the page it is for, as that page's `location` reads them. */
  to: string;
  /** The URL hash the visitor was at (`#contact`), or "". */
  hash: string;
  /** How far down the visitor had scrolled, in CSS pixels. */
  scrollY: number;
  /**
   * Where the visitor was reading: the innermost element with an id at the reading line (the
   * top of the viewport below the fixed bar: scroll-padding-top), and how far down it that line
   * was, as a share of its height. The other language's texts are longer or shorter, so the
   * same scrollY would show other content; the same place in the same element is what the
   * visitor was looking at.
   */
  anchor: { id: string; offset: number } | null;
  /** What the visitor had typed in the contact form. */
  fields: Partial<Record<ContactField, string>>;
  /** The choices kept by key (the chosen tab: hooks/use-kept-state.ts). */
  kept: Record<string, unknown>;
  /** When it was left (Date.now()). */
  at: number;
}

declare global {
  interface Window {
    /**
     * Taken by the arrival script, until the React side has finished restoring it; with the
     * script's way of putting the visitor back where they were reading.
     */
    __languageSwitch?: SwitchState & { restoreScroll?: () => void };
  }
}
