/** A row of small tags (skills, technologies). */
export function Chips({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <ul aria-label={label} className="mt-4 flex flex-wrap gap-2">
      {items.map((item) => (
        <li
          key={item}
          className="rounded-full bg-indigo-50 px-3 py-1 text-sm font-medium text-indigo-800 dark:bg-indigo-950 dark:text-indigo-200"
        >
          {item}
        </li>
      ))}
    </ul>
  );
}
