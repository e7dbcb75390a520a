/**
 * The dates of a period as the content writes it (`year` of the timeline and the experience):
 * "2019 – 2021", "2021", "2023 – present" or "2023 – aujourd'hui". The JSON Resume schema wants
 * ISO 8601 dates (YYYY, YYYY-MM or YYYY-MM-DD), and only the years are certain here.
 */
export interface PeriodDates {
  startDate?: string;
  /** Absent while the period is still running (the JSON Resume convention for "present"). */
  endDate?: string;
}

/** A year the schema's ISO 8601 pattern accepts (1000-2999), standing alone. */
const YEAR = /(?<!\d)[12]\d{3}(?!\d)/g;
/** A year followed by a dash: the start of a range, "2023 – …". */
const RANGE_START = /(?<!\d)[12]\d{3}\s*[-–—]/;

/**
 * "2019 – 2021" -> 2019 to 2021; "2023 – present" (any words after the dash) -> from 2023,
 * still running; "2021" alone -> within 2021. Anything else ("since 2023", no year) says too
 * little to be sure, so it gives no dates rather than wrong ones.
 */
export function periodDates(period: string): PeriodDates {
  const years = period.match(YEAR) ?? [];
  const [first, last] = [years[0], years[years.length - 1]];
  if (years.length >= 2) return { startDate: first, endDate: last };
  if (years.length === 1 && period.trim() === first) return { startDate: first, endDate: first };
  if (years.length === 1 && RANGE_START.test(period)) return { startDate: first };
  return {};
}
