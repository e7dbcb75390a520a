/**
 * The panel's look (content-problems-panel.tsx), legible in both themes (the `dark` class on
 * <html>). Rendered as a <style> element by the panel itself rather than imported as a CSS
 * file: nothing of it can reach the site's stylesheet, and the panel needs nothing of webpack's
 * CSS handling (with a CSS file of its own, the page once showed a runtime error of webpack's
 * CSS hot reloading, "Cannot read properties of null (reading 'removeChild')", during a run of
 * rebuilds).
 */
export const CONTENT_PROBLEMS_STYLE = `
.content-problems {
  position: fixed;
  inset: auto 5rem 1rem 1rem; /* clear of the theme button, at the bottom right */
  z-index: 2147483000;
  max-height: 45vh;
  overflow: auto;
  padding: 1rem 1.25rem;
  border: 2px solid #b91c1c;
  border-radius: 0.75rem;
  background: #fef2f2;
  color: #1f2937;
  box-shadow: 0 0.75rem 2rem rgb(0 0 0 / 0.3);
  font: 0.9375rem/1.5 system-ui, sans-serif;
}
.content-problems-title {
  margin: 0 0 0.25rem;
  font-size: 1.0625rem;
  font-weight: 700;
  color: #991b1b;
}
.content-problems-list {
  margin: 0.5rem 0 0;
  padding: 0;
  list-style: none;
}
.content-problems-list li + li {
  margin-top: 0.375rem;
}
.content-problems code {
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.875rem;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
}
html.dark .content-problems {
  border-color: #f87171;
  background: #1c0a0a;
  color: #f3f4f6;
}
html.dark .content-problems-title {
  color: #fca5a5;
}
`;
