import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, test, type Locator, type Page, type Request, type Route } from "@playwright/test";
import { UNCONFIGURED_PORT } from "../../playwright.config";
import {
  CHARACTERS_LEFT_SHOWN_AT,
  CHARACTERS_LEFT_SPOKEN_AFTER_MS,
  CONTACT_FIELDS,
  HONEYPOT_FIELD,
  MESSAGE_ROWS,
  SEND_COOLDOWN_MS,
  SEND_TIMEOUT_MS,
} from "../../src/config/contact-form";
import {
  contactFields,
  EMAILJS_SDK_VERSION,
  LANGUAGES,
  openPage,
  TEST_EMAILJS_CONFIG,
  waitForHydration,
  type Language,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
  charactersLeftText,
} from "./fixtures";

/** Every EmailJS call is intercepted: no test reaches the real service. */
const EMAILJS = "https://api.emailjs.com/**";
const SEND_URL = "https://api.emailjs.com/api/v1.0/email/send";
const FAILURE_STATUSES = [403, 429, 451, 500, 503];

interface ContactStrings {
  name: string;
  email: string;
  message: string;
  namePlaceholder: string;
  emailPlaceholder: string;
  messagePlaceholder: string;
  send: string;
  sending: string;
  success: string;
  error: string;
  unanswered: string;
  errorMailto: string;
  [pluralForm: `charactersLeft_${string}`]: string;
}
const texts = (language: Language): ContactStrings =>
  JSON.parse(readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"))
    .contact.form;

/** What a visitor types: accents, punctuation, quotes and line breaks must arrive as typed. */
const TYPED = {
  name: "Zoë O'Brien-Élise",
  email: "zoe.obrien@example.org",
  message: 'Bonjour,\nvotre profil m\'intéresse : "poste" à 100 % & télétravail ?\n\nZoë',
};

/** The contact form as a visitor finds it: fields by label, button by name, the live region. */
function contactForm(page: Page, language: Language) {
  const t = texts(language);
  const section = page.locator("#contact");
  return {
    t,
    ...contactFields(page, language),
    sending: section.getByRole("button", { name: t.sending, exact: true }),
    status: section.getByRole("status"),
  };
}
type ContactForm = ReturnType<typeof contactForm>;

async function fill(form: ContactForm, values = TYPED): Promise<void> {
  await form.name.fill(values.name);
  await form.email.fill(values.email);
  await form.message.fill(values.message);
}

async function expectTextKept(form: ContactForm): Promise<void> {
  await expect(form.name).toHaveValue(TYPED.name);
  await expect(form.email).toHaveValue(TYPED.email);
  await expect(form.message).toHaveValue(TYPED.message);
}

/** The generic failure message, the mailto fallback, the text kept, the button usable again. */
async function expectFailure(form: ContactForm): Promise<void> {
  await expect(form.status).toContainText(form.t.error);
  await expect(form.status).toContainText(form.t.errorMailto);
  const mailto = form.status.getByRole("link");
  await expect(mailto).toHaveAttribute("href", /^mailto:[^?]+@[^?]+\?/);
  const href = new URL((await mailto.getAttribute("href"))!);
  expect(href.pathname).toBe(await mailto.textContent());
  expect(href.searchParams.get("body")).toBe(TYPED.message);
  await expectTextKept(form);
  await expect(form.send).toBeEnabled();
}

/** How the intercepted EmailJS endpoint answers a send. */
type Answer = (route: Route) => Promise<void>;

/** Records the send requests; each is answered by `answer` (200 OK by default). */
async function interceptSends(
  page: Page,
  answer: Answer = (route) => route.fulfill({ status: 200, body: "OK" }),
): Promise<Request[]> {
  const requests: Request[] = [];
  await page.route(EMAILJS, async (route) => {
    requests.push(route.request());
    await answer(route);
  });
  return requests;
}

/** The page opened with every send intercepted, and the form filled as a visitor would. */
async function openFilledForm(page: Page, language: Language, answer?: Answer) {
  const requests = await interceptSends(page, answer);
  await openPage(page, language);
  const form = contactForm(page, language);
  await fill(form);
  return { requests, form };
}

/** A gate the test opens: whatever awaits `opened` waits until then. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

/** An answer held back until the test releases it, to observe the sending state. */
function heldAnswer() {
  const { open: release, opened } = gate();
  const answer = async (route: Route) => {
    await opened;
    await route.fulfill({ status: 200, body: "OK" });
  };
  return { answer, release };
}

const expectNothingSent = async (page: Page, requests: Request[], status: Locator) => {
  // Give a wrongly sent request time to leave before counting.
  await page.waitForLoadState("networkidle");
  expect(requests).toHaveLength(0);
  await expect(status).toBeEmpty();
};

for (const language of LANGUAGES) {
  test.describe(`contact form (${language})`, () => {
    test("sends exactly the EmailJS request, then clears the fields and says so", async ({
      page,
    }) => {
      const { requests, form } = await openFilledForm(page, language);
      await form.send.click();

      await expect(form.status).toHaveText(form.t.success);
      expect(requests).toHaveLength(1);
      const request = requests[0]!;
      expect(request.url()).toBe(SEND_URL);
      expect(request.method()).toBe("POST");
      expect(await request.headerValue("content-type")).toBe("application/json");
      expect(request.postDataJSON()).toEqual({
        lib_version: EMAILJS_SDK_VERSION,
        ...TEST_EMAILJS_CONFIG,
        template_params: { from_name: TYPED.name, reply_to: TYPED.email, message: TYPED.message },
      });
      await expect(form.name).toHaveValue("");
      await expect(form.email).toHaveValue("");
      await expect(form.message).toHaveValue("");
      await expect(form.send).toBeEnabled();
    });

    test("while sending, the button is disabled and shows the sending text", async ({ page }) => {
      const held = heldAnswer();
      const { form } = await openFilledForm(page, language, held.answer);
      await form.send.click();

      await expect(form.sending).toBeDisabled();
      await expect(form.send).toHaveCount(0);
      held.release();
      await expect(form.send).toBeEnabled();
      await expect(form.status).toHaveText(form.t.success);
    });

    test("a double click sends one message", async ({ page }) => {
      const held = heldAnswer();
      const { requests, form } = await openFilledForm(page, language, held.answer);
      await form.send.dblclick();
      await expect(form.sending).toBeDisabled();
      held.release();

      await expect(form.status).toHaveText(form.t.success);
      await page.waitForLoadState("networkidle");
      expect(requests).toHaveLength(1);
    });

    const failures: [string, Answer][] = [
      ...FAILURE_STATUSES.map((status): [string, Answer] => [
        `an answer ${status}`,
        (route) => route.fulfill({ status, body: `Error ${status}` }),
      ]),
      ["a network failure", (route) => route.abort("failed")],
    ];
    for (const [failure, answer] of failures) {
      test(`${failure} shows the failure message and keeps the text`, async ({ page }) => {
        const { form } = await openFilledForm(page, language, answer);
        await form.send.click();
        await expectFailure(form);
      });
    }

    test("past the timeout, the message may have arrived: nothing more is sent until EmailJS answers", async ({
      page,
    }) => {
      await page.clock.install();
      const held = heldAnswer();
      const { requests, form } = await openFilledForm(page, language, held.answer);
      await form.send.click();
      await expect(form.sending).toBeDisabled();
      await page.clock.runFor(SEND_TIMEOUT_MS);

      await expect(form.status).toContainText(form.t.unanswered);
      await expect(form.status).not.toContainText(form.t.error);
      await expect(form.status.getByRole("link")).toHaveAttribute("href", /^mailto:.+\?.*body=/);
      await expectTextKept(form);
      // The visitor tries again: Enter in a field, a click on the button, whatever it says.
      await form.name.press("Enter");
      await page.locator("#contact button[type='submit']").click({ force: true });
      await expect(form.sending).toBeDisabled();

      held.release();
      await expect(form.status).toHaveText(form.t.success);
      await expect(form.message).toHaveValue("");
      await page.waitForLoadState("networkidle");
      expect(requests).toHaveLength(1);
    });

    test("on a slow network, the time the sending code takes to arrive counts in the wait", async ({
      page,
    }) => {
      await page.clock.install();
      const held = heldAnswer();
      const { form } = await openFilledForm(page, language, held.answer);
      // The sending code comes with the first send (its own chunk): held back, as on a slow
      // network, while the visitor waits the whole timeout.
      const [requested, arrives] = [gate(), gate()];
      await page.route("**/contact-send-*.js", async (route) => {
        requested.open();
        await arrives.opened;
        await route.continue();
      });
      await form.send.click();
      await requested.opened;
      await page.clock.runFor(SEND_TIMEOUT_MS);
      arrives.open();

      await expect(form.status).toContainText(form.t.unanswered);
      held.release();
      await expect(form.status).toHaveText(form.t.success);
    });

    test("a second message within a minute of the last is refused, even after a reload; a minute later it goes", async ({
      page,
    }) => {
      await page.clock.install();
      const { requests, form } = await openFilledForm(page, language);
      await form.send.click();
      await expect(form.status).toHaveText(form.t.success);

      await fill(form);
      await form.send.click();
      await expectFailure(form);
      await page.reload();
      await waitForHydration(page);
      await fill(form);
      await form.send.click();
      await expectFailure(form);
      await page.waitForLoadState("networkidle");
      expect(requests).toHaveLength(1);

      await page.clock.fastForward(SEND_COOLDOWN_MS);
      await form.send.click();
      await expect(form.status).toHaveText(form.t.success);
      expect(requests).toHaveLength(2);
    });

    test("a robot that fills the hidden field is shown the usual success, and nothing is sent", async ({
      page,
    }) => {
      const { requests, form } = await openFilledForm(page, language);
      // As a robot would: straight into the DOM (people cannot reach the field).
      await page
        .locator(`#contact input[name="${HONEYPOT_FIELD}"]`)
        .evaluate((input: HTMLInputElement) => (input.value = "https://spam.example"));
      await form.send.click();

      await expect(form.status).toHaveText(form.t.success);
      await expect(form.message).toHaveValue("");
      await page.waitForLoadState("networkidle");
      expect(requests).toHaveLength(0);
    });

    test("after a failure, sending again can succeed", async ({ page }) => {
      let calls = 0;
      await interceptSends(page, (route) =>
        route.fulfill(calls++ === 0 ? { status: 503 } : { status: 200, body: "OK" }),
      );
      await openPage(page, language);
      const form = contactForm(page, language);
      await fill(form);
      await form.send.click();
      await expectFailure(form);
      await form.send.click();
      await expect(form.status).toHaveText(form.t.success);
      await expect(form.message).toHaveValue("");
    });

    test("near its limit a field shows the characters left, says them once typing pauses, and takes no more", async ({
      page,
    }) => {
      await page.clock.install();
      await openPage(page, language);
      const form = contactForm(page, language);
      const left = (count: number) => charactersLeftText(language, count);
      const { maxLength } = CONTACT_FIELDS.name;
      const shownFrom = Math.ceil(maxLength * CHARACTERS_LEFT_SHOWN_AT);
      /** The polite live region that speaks a count. */
      const spoken = (count: number) =>
        page.locator("#contact [aria-live='polite']").filter({ hasText: left(count) });

      await form.name.fill("a".repeat(shownFrom - 1));
      await expect(form.name).not.toHaveAttribute("aria-describedby");
      await form.name.pressSequentially("bcde");
      const count = maxLength - shownFrom - 3;
      await expect(form.name).toHaveAccessibleDescription(left(count));
      await expect(page.getByText(left(count), { exact: true })).toBeVisible();
      await page.clock.runFor(CHARACTERS_LEFT_SPOKEN_AFTER_MS);
      await expect(spoken(count)).toHaveCount(1);

      await form.name.pressSequentially("f".repeat(count - 1));
      await page.clock.runFor(CHARACTERS_LEFT_SPOKEN_AFTER_MS);
      await expect(spoken(1)).toHaveCount(1);
      await form.name.pressSequentially("ghijk");
      await expect(form.name).toHaveValue(/^a+bcdef+g$/);
      expect((await form.name.inputValue()).length).toBe(maxLength);
      await expect(form.name).toHaveAccessibleDescription(left(0));
      await page.clock.runFor(CHARACTERS_LEFT_SPOKEN_AFTER_MS);
      await expect(spoken(0)).toHaveCount(1);

      await form.message.fill("m".repeat(CONTACT_FIELDS.message.maxLength - 2));
      await expect(form.message).toHaveAccessibleDescription(left(2));
    });

    test("an empty form sends nothing", async ({ page }) => {
      const requests = await interceptSends(page);
      await openPage(page, language);
      const form = contactForm(page, language);
      await form.send.click();
      expect(
        await form.name.evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      await expectNothingSent(page, requests, form.status);
    });

    test("an invalid e-mail address sends nothing and keeps the text", async ({ page }) => {
      const requests = await interceptSends(page);
      await openPage(page, language);
      const form = contactForm(page, language);
      await fill(form, { ...TYPED, email: "zoe.obrien" });
      await form.send.click();
      expect(
        await form.email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch),
      ).toBe(true);
      await expectNothingSent(page, requests, form.status);
      await expect(form.message).toHaveValue(TYPED.message);
    });

    test("without EmailJS configuration, nothing is sent and the failure is shown", async ({
      page,
    }) => {
      const requests = await interceptSends(page);
      await page.goto(`http://localhost:${UNCONFIGURED_PORT}/${language}/`);
      await waitForHydration(page);
      const form = contactForm(page, language);
      await fill(form);
      await form.send.click();
      await expectFailure(form);
      expect(requests).toHaveLength(0);
    });
  });
}

for (const language of LANGUAGES) {
  test(`the form's fields in ${language}: types, labels, placeholders, required`, async ({
    page,
  }) => {
    await openPage(page, language);
    const form = contactForm(page, language);
    await expect(form.name).toHaveAttribute("type", "text");
    await expect(form.email).toHaveAttribute("type", "email");
    await expect(form.message).toHaveJSProperty("tagName", "TEXTAREA");
    await expect(form.message).toHaveAttribute("rows", String(MESSAGE_ROWS));
    await expect(form.name).toHaveAttribute("placeholder", form.t.namePlaceholder);
    await expect(form.email).toHaveAttribute("placeholder", form.t.emailPlaceholder);
    await expect(form.message).toHaveAttribute("placeholder", form.t.messagePlaceholder);
    for (const field of [form.name, form.email, form.message]) {
      await expect(field).toHaveAttribute("required", "");
    }
    await expect(form.name).toHaveAttribute("maxlength", String(CONTACT_FIELDS.name.maxLength));
    await expect(form.email).toHaveAttribute("maxlength", String(CONTACT_FIELDS.email.maxLength));
    await expect(form.message).toHaveAttribute(
      "maxlength",
      String(CONTACT_FIELDS.message.maxLength),
    );
    for (const label of [form.t.name, form.t.email, form.t.message]) {
      await expect(page.locator("#contact label").getByText(label, { exact: true })).toBeVisible();
    }
  });
}

test("the robots' field is out of reach: not focusable, not in the tab order, not announced", async ({
  page,
}) => {
  await openPage(page, SECOND_LANGUAGE);
  const form = contactForm(page, SECOND_LANGUAGE);
  await form.message.fill(TYPED.message);
  const trap = page.locator(`#contact input[name="${HONEYPOT_FIELD}"]`);
  await expect(trap).toBeAttached();

  await expect(page.locator("#contact").getByRole("textbox")).toHaveCount(3);
  await form.message.press("Tab");
  await expect(form.send).toBeFocused();
  await trap.focus();
  await expect(trap).not.toBeFocused();
});

test("a message carried over a language switch and sent leaves the fields empty", async ({
  page,
}) => {
  await interceptSends(page);
  await openPage(page, DEFAULT_LANGUAGE);
  await fill(contactForm(page, DEFAULT_LANGUAGE));
  await page.locator(`header a[hreflang="${SECOND_LANGUAGE}"]`).click();
  await expect(page).toHaveURL(new RegExp(`/${SECOND_LANGUAGE}/$`));
  await waitForHydration(page);
  const form = contactForm(page, SECOND_LANGUAGE);
  await expectTextKept(form);
  await form.send.click();

  await expect(form.status).toHaveText(form.t.success);
  await expect(form.name).toHaveValue("");
  await expect(form.email).toHaveValue("");
  await expect(form.message).toHaveValue("");
});

test("the EmailJS SDK is loaded only when the visitor sends", async ({ page }) => {
  await interceptSends(page);
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(request.url());
  });
  /** How many of the scripts loaded so far carry the SDK (it names the EmailJS origin). */
  const sdkScripts = async () => {
    const sources = await Promise.all(
      scripts.map(async (url) => (await page.request.get(url)).text()),
    );
    return sources.filter((source) => source.includes("api.emailjs.com")).length;
  };

  await openPage(page, DEFAULT_LANGUAGE);
  await page.waitForLoadState("networkidle");
  expect(scripts.length).toBeGreaterThan(0);
  expect(await sdkScripts()).toBe(0);

  const form = contactForm(page, DEFAULT_LANGUAGE);
  await fill(form);
  await form.send.click();
  await expect(form.status).toHaveText(form.t.success);
  expect(await sdkScripts()).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form hands the message to the visitor's mail client", async ({ page }) => {
    await page.goto(`/${DEFAULT_LANGUAGE}/`);
    const form = page.locator("#contact form");
    const owner = await page.locator("#contact dd a[href^='mailto:']").textContent();
    await expect(form).toHaveAttribute("action", `mailto:${owner}`);
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("enctype", "text/plain");
  });
});

test.describe("validation messages", () => {
  // A visitor whose browser speaks English reads the French page: the browser's own bubbles
  // would say "Please fill out this field." there.
  test.use({ locale: "en-US" });

  const errors = (
    language: Language,
  ): Record<"nameMissing" | "emailMissing" | "emailInvalid" | "messageMissing", string> =>
    JSON.parse(readFileSync(join(__dirname, `../../locales/${language}/translation.json`), "utf8"))
      .contact.form.errors;

  /** The message tied to a field: the element its aria-describedby names, a live region. */
  const messageOf = async (page: Page, field: Locator) => {
    const id = await field.getAttribute("aria-describedby");
    expect(id).toBeTruthy();
    const message = page.locator(`#${id}`);
    await expect(message).toHaveAttribute("aria-live", "polite");
    return message;
  };

  test(`/${DEFAULT_LANGUAGE}/ in an English browser: French messages, tied to their fields, spoken`, async ({
    page,
  }) => {
    const requests = await interceptSends(page);
    await openPage(page, DEFAULT_LANGUAGE);
    expect(await page.evaluate(() => navigator.language)).toBe("en-US");
    const form = contactForm(page, DEFAULT_LANGUAGE);
    const fr = errors(DEFAULT_LANGUAGE);

    await form.send.click();
    await expect(form.name).toBeFocused();
    for (const [field, key] of [
      [form.name, "nameMissing"],
      [form.email, "emailMissing"],
      [form.message, "messageMissing"],
    ] as const) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(await messageOf(page, field)).toHaveText(fr[key]);
      await expect(field).toHaveAccessibleDescription(fr[key]);
    }
    expect(await page.getByText("Please fill out this field.").count()).toBe(0);

    await form.name.fill(TYPED.name);
    await expect(form.name).not.toHaveAttribute("aria-invalid");
    await form.email.fill("zoe@");
    await form.message.fill(TYPED.message);
    await form.send.click();
    await expect(form.email).toBeFocused();
    await expect(await messageOf(page, form.email)).toHaveText(fr.emailInvalid);
    await expectNothingSent(page, requests, form.status);

    await form.email.fill(TYPED.email);
    await expect(form.email).not.toHaveAttribute("aria-describedby");
    await form.send.click();
    await expect(form.status).toHaveText(form.t.success);
    expect(requests).toHaveLength(1);
  });

  test(`/${SECOND_LANGUAGE}/ says the same in English`, async ({ page }) => {
    await interceptSends(page);
    await openPage(page, SECOND_LANGUAGE);
    const form = contactForm(page, SECOND_LANGUAGE);
    await form.send.click();
    await expect(form.email).toHaveAccessibleDescription(errors(SECOND_LANGUAGE).emailMissing);
  });
});
