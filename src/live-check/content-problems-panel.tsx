import { CONTENT_PROBLEMS_STYLE } from "./content-problems-style";
import { useContentProblems } from "./use-content-problems";

/**
 * The content's problems over the page of the development server, while a save has left the
 * content invalid; nothing otherwise. Its words are for editors, not visitors: plain English
 * written here, not in locales/ (those are the visitors' strings, and may be the very files to
 * fix).
 */
export function ContentProblemsPanel() {
  const problems = useContentProblems();
  if (problems.length === 0) return null;
  const count = `${problems.length} problem${problems.length === 1 ? "" : "s"}`;
  return (
    <>
      <style>{CONTENT_PROBLEMS_STYLE}</style>
      <div
        role="alert"
        aria-labelledby="content-problems-title"
        lang="en"
        className="content-problems"
        // A long list scrolls inside the panel: focusable, so that it scrolls from the keyboard
        // in every browser (the rule's own advice for scroll containers:
        // https://github.com/jsx-eslint/eslint-plugin-jsx-a11y/blob/main/docs/rules/no-noninteractive-tabindex.md).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
      >
        <h2 id="content-problems-title" className="content-problems-title">
          The content has {count}
        </h2>
        <p>
          The page shows the last valid content. Fix the file and save it: the page then shows the
          change and this panel closes. CONTENT.md says what each message means.
        </p>
        <ul className="content-problems-list">
          {problems.map((line) => (
            <li key={line}>
              <code>{line}</code>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
