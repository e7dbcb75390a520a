// The contact form's send in each engine, to EmailJS's stand-in (site-host.ts): the request
// EmailJS documents, what the form says after it, on success and on failure.
import {
  EMAILJS_SDK_VERSION,
  strings,
  TEST_EMAILJS_CONFIG,
  type Language,
  DEFAULT_LANGUAGE,
  SECOND_LANGUAGE,
} from "../e2e/fixtures";
import { expect, test } from "./fixtures";
import type { SiteHost } from "./site-host";
import { click, open, POLL_INTERVALS, problems, read, type Target } from "./visit";
import type { Visitor } from "./visitor";

const TYPED = { name: "Zoë Martin", email: "zoe@example.org", message: "Bonjour, parlons-en." };
type Field = keyof typeof TYPED;

const field = (language: Language, name: Field): Target => ({
  css: "#contact input, #contact textarea",
  name: strings(language).contact.form[name],
});
const status: Target = { css: '#contact [role="status"]' };

async function fillAndSend(visitor: Visitor, language: Language): Promise<void> {
  await open(visitor, `/${language}/`);
  for (const name of Object.keys(TYPED) as Field[]) {
    await click(visitor, field(language, name));
    await visitor.type(TYPED[name]);
  }
  await click(visitor, { css: "#contact button", name: strings(language).contact.form.send });
}

/** The sends EmailJS's stand-in received (CORS preflights apart), as JSON. */
const sends = (host: SiteHost) =>
  host.emailJsRequests
    .filter((request) => request.method === "POST")
    .map((request) => ({ ...request, body: JSON.parse(request.body) as unknown }));

test(`/${DEFAULT_LANGUAGE}/: a message goes to EmailJS as typed, the form says it is sent and empties`, async ({
  visitor,
  host,
}) => {
  await fillAndSend(visitor, DEFAULT_LANGUAGE);
  await expect
    .poll(async () => (await read(visitor, status))?.name, { intervals: POLL_INTERVALS })
    .toBe(strings(DEFAULT_LANGUAGE).contact.form.success);
  expect(sends(host)).toEqual([
    {
      method: "POST",
      path: "/api/v1.0/email/send",
      origin: new URL(host.origin).origin,
      contentType: "application/json",
      body: {
        lib_version: EMAILJS_SDK_VERSION,
        ...TEST_EMAILJS_CONFIG,
        template_params: { from_name: TYPED.name, reply_to: TYPED.email, message: TYPED.message },
      },
    },
  ]);
  for (const name of Object.keys(TYPED) as Field[]) {
    expect(await read(visitor, field(DEFAULT_LANGUAGE, name)), name).toMatchObject({ value: "" });
  }
  expect(await problems(visitor)).toEqual([]);
});

test(`/${SECOND_LANGUAGE}/: a send EmailJS refuses shows the failure message, and the text stays`, async ({
  visitor,
  host,
}) => {
  host.emailJsStatus = 500;
  await fillAndSend(visitor, SECOND_LANGUAGE);
  await expect
    .poll(async () => (await read(visitor, status))?.name ?? "", { intervals: POLL_INTERVALS })
    .toContain(strings(SECOND_LANGUAGE).contact.form.error);
  expect(sends(host)).toHaveLength(1);
  for (const name of Object.keys(TYPED) as Field[]) {
    expect(await read(visitor, field(SECOND_LANGUAGE, name)), name).toMatchObject({
      value: TYPED[name],
    });
  }
  expect(
    await read(visitor, {
      css: "#contact button",
      name: strings(SECOND_LANGUAGE).contact.form.send,
    }),
  ).toMatchObject({ disabled: false });
  // What the form tells the console, and what a browser says of a 500 answer: nothing else.
  const said = await problems(visitor);
  expect(said.filter((line) => /console\.warn: Contact form not sent: /.test(line))).toHaveLength(
    1,
  );
  expect(
    said.filter(
      (line) => !/console\.warn: Contact form not sent: /.test(line) && !/status of 500/.test(line),
    ),
  ).toEqual([]);
});
