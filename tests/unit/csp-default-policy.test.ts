import { REACT_SCRIPT_ELEMENT, defaultPolicyRules } from "../../src/csp/default-policy";

const { createHTML, createScript } = defaultPolicyRules;
/** JSON-LD as head-tags.ts writes it: `<` escaped. */
const JSON_LD = '{"@context":"https://schema.org","@type":"Person","name":"A \\u003cb\\u003e & B"}';

describe("the Trusted Types default policy", () => {
  test("lets React make a <script> element, and Gatsby copy JSON-LD's text", () => {
    expect(createHTML(REACT_SCRIPT_ELEMENT)).toBe(REACT_SCRIPT_ELEMENT);
    expect(createHTML(JSON_LD)).toBe(JSON_LD);
    expect(createScript(JSON_LD)).toBe(JSON_LD);
  });

  test.each([
    ["markup", "<img src=x onerror=alert(1)>"],
    ["a script element with code", "<script>alert(1)</script>"],
    ["JSON holding markup", '{"a":"<img src=x onerror=alert(1)>"}'],
    ["text that is not JSON", "alert(1)"],
    ["React's element with anything around it", `${REACT_SCRIPT_ELEMENT} `],
  ])("blocks %s as HTML", (_name, html) => {
    expect(createHTML(html)).toBeNull();
  });

  test.each([
    ["code", "alert(1)"],
    ["code after JSON", '{"a":1};alert(1)'],
    ["an empty script", ""],
  ])("blocks %s as a script", (_name, script) => {
    expect(createScript(script)).toBeNull();
  });

  test("text without `<` parses to text only, in any element", () => {
    const div = document.createElement("div");
    div.innerHTML = '{"a":"&lt;script&gt; onerror=x"}';
    expect(div.children).toHaveLength(0);
    expect(div.textContent).toBe('{"a":"<script> onerror=x"}');
  });
});
