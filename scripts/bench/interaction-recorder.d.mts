/** Types of interaction-recorder.mjs for the unit tests. */
export interface EventEntry {
  name: string;
  id: number;
  start: number;
  duration: number;
}
export declare const EVENT_DURATION_THRESHOLD_MS: number;
export declare const SWITCH_PAINTED_EVENT: string;
export declare const RECORD_INTERACTIONS: string;
export declare function tapInteraction(
  events: EventEntry[],
  sentAt: number,
  threshold: number,
): { durationMs: number; start: number | null };
export declare function switchShown(fromLang: string): string;
export declare function switchFigures(): { paintedAt: number; prerendered: boolean } | null;
export declare function watchSwitchInPlace(linkSelector: string, paintedEvent: string): void;
