import type { BrowserContext, ConsoleMessage } from "@playwright/test";

/** What a browser says in the console when the policy blocks (or would block) something. */
const POLICY_MESSAGE =
  /Content Security Policy|Trusted ?Type|requires 'Trusted(HTML|Script|ScriptURL)' assignment/i;

/**
 * Records every violation of the page's Content-Security-Policy in every page of the context
 * (pop-ups and later documents included), from its first script on: the
 * `securitypolicyviolation` event (https://developer.mozilla.org/docs/Web/API/SecurityPolicyViolationEvent),
 * listened to by an init script that runs before any script of the page, the console messages
 * browsers write for a violation, and the errors a blocked Trusted Types sink throws.
 */
export async function recordPolicyViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding("__policyViolation", (source, text: string) =>
    violations.push(`${source.page.url()} ${text}`),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __policyViolation: (text: string) => void })
      .__policyViolation;
    document.addEventListener(
      "securitypolicyviolation",
      (event) =>
        report(
          `event: ${event.disposition} ${event.effectiveDirective} ${event.blockedURI} ${event.sample}`,
        ),
      true,
    );
  });
  const watch = (page: import("@playwright/test").Page) => {
    page.on("console", (message: ConsoleMessage) => {
      if (POLICY_MESSAGE.test(message.text())) violations.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => {
      if (POLICY_MESSAGE.test(error.message)) violations.push(`pageerror: ${error.message}`);
    });
  };
  context.pages().forEach(watch);
  context.on("page", watch);
  return violations;
}
