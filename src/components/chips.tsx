import { Chip } from "./elements/chip";

/** A row of small tags (skills, technologies). */
export function Chips({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {items.map((item) => (
        <Chip key={item}>{item}</Chip>
      ))}
    </ul>
  );
}
