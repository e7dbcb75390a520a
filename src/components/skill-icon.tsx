import { Icon } from "./icon";

/** The skill categories static/icons.svg draws (`skill-<id>`); any other gets the sparkle. */
export const SKILL_ICONS = [
  "languages",
  "frontend",
  "backend",
  "database",
  "devops",
  "testing",
  "collaboration",
] as const;

/** A skill category's icon (outline, 24x24). */
export function SkillIcon({ category }: { category: string }) {
  const icon = (SKILL_ICONS as readonly string[]).includes(category) ? category : "sparkle";
  return <Icon id={`skill-${icon}`} className="h-6 w-6" data-icon={icon} />;
}
