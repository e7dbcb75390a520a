/** Types of interaction-switches.mjs for the unit tests. */
export declare function switchesOverLimit(switches: {
  languageSwitchCold?: number;
  languageSwitchWarm?: number;
  languageSwitchPrerenderedLimit?: number;
  languageSwitchLimit?: number;
}): Record<string, number>;
