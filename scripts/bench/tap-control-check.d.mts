/** Types of tap-control-check.mjs for the unit tests. */
export declare const EVENT_TIMING_STEP_MS: number;
export declare const SLOWDOWN_TOLERANCE: number;
export declare function slowdownWithin(factor: number | null | undefined, rate: number): boolean;
export interface ControlRound {
  workMs: number;
  emptyTaps: number[];
  workTaps: number[];
}
/** The control's verdict: the tap with the work against the tap without it plus the work. */
export interface TapControlCheck {
  expectedMs: number | null;
  measuredMs: number | null;
  emptyMs: number | null;
  addedMs: number | null;
  offByMs: number | null;
  passed: boolean;
}
export declare function checkTapControl(rounds: ControlRound[], rate: number): TapControlCheck;
export declare const CALIBRATION_TOLERANCE: number;
export declare function nextCalibrationRate(
  rate: number,
  factor: number,
  target: number,
): { rate: number; done: boolean };
