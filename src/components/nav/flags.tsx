import { Icon } from "../icon";

/** The flag of the language a link leads to: a local drawing (static/icons.svg), no image host. */
export function Flag({ language }: { language: "fr" | "gb" }) {
  return <Icon id={`flag-${language}`} className="h-4 w-6 rounded-sm" />;
}
