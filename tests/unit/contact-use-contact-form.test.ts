import { act, renderHook } from "@testing-library/react";
import { send } from "@emailjs/browser";
import type { FormEvent } from "react";
import { HONEYPOT_FIELD, SEND_TIMEOUT_MS } from "../../src/config/contact-form";
import { useContactForm } from "../../src/contact/use-contact-form";

jest.mock("@emailjs/browser", () => ({ send: jest.fn() }));
const sendMock = jest.mocked(send);

const config = {
  GATSBY_EMAILJS_PUBLIC_KEY: "pk",
  GATSBY_EMAILJS_SERVICE_ID: "service",
  GATSBY_EMAILJS_TEMPLATE_ID: "template",
};
const typed = { name: "Ada", email: "ada@example.com", message: "Bonjour,\nune question & demie." };
const saved = { ...process.env };

/**
 * The form as the browser holds it: the hook reads the fields on submit. Their default values
 * are what a language switch carried over, and the honeypot is there, empty.
 */
function typedForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML =
    '<input id="contact-name" name="name" value="Ad"><input id="contact-email" name="email">' +
    '<textarea id="contact-message" name="message">Bon</textarea>' +
    `<input name="${HONEYPOT_FIELD}">`;
  document.body.append(form);
  for (const [name, value] of Object.entries(typed)) {
    (form.elements.namedItem(name) as HTMLInputElement).value = value;
  }
  return form;
}

const submitEvent = (form: HTMLFormElement) =>
  ({ preventDefault: jest.fn(), currentTarget: form }) as unknown as FormEvent<HTMLFormElement>;

const values = (form: HTMLFormElement) =>
  ["name", "email", "message"].map(
    (name) => (form.elements.namedItem(name) as HTMLInputElement).value,
  );

/**
 * The typed form submitted `times` times at once, while EmailJS's answer is held back until
 * the test calls `answer`; `first` is the first submit's promise.
 */
function submitHeldBack(times = 1) {
  let answer: (value: { status: number; text: string }) => void = () => undefined;
  sendMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
  const { result } = renderHook(() => useContactForm());
  const form = typedForm();
  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.onSubmit(submitEvent(form));
    for (let more = 1; more < times; more += 1) void result.current.onSubmit(submitEvent(form));
  });
  return { result, form, answer, first };
}

beforeEach(() => {
  sendMock.mockReset();
  localStorage.clear();
  Object.assign(process.env, config);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  process.env = { ...saved };
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("useContactForm", () => {
  it("sends once on a double submit, is sending meanwhile, and empties the form on success", async () => {
    const { result, form, answer, first } = submitHeldBack(2);
    expect(result.current.state).toBe("sending");
    await act(async () => {
      await Promise.resolve();
      answer({ status: 200, text: "OK" });
      await first;
    });

    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith(
      "service",
      "template",
      { from_name: typed.name, reply_to: typed.email, message: typed.message },
      { publicKey: "pk" },
    );
    expect(result.current.state).toBe("sent");
    expect(values(form)).toEqual(["", "", ""]);
  });

  it("keeps the text and the unsent message on failure, and logs why", async () => {
    sendMock.mockRejectedValue({ status: 429, text: "Too Many Requests" });
    const { result } = renderHook(() => useContactForm());
    const form = typedForm();
    await act(() => result.current.onSubmit(submitEvent(form)));

    expect(result.current.state).toBe("failed");
    expect(values(form)).toEqual([typed.name, typed.email, typed.message]);
    expect(result.current.unsent).toEqual({
      from_name: typed.name,
      reply_to: typed.email,
      message: typed.message,
    });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("429"));
  });

  it("fails without calling EmailJS when the configuration is missing, then can send again", async () => {
    delete process.env.GATSBY_EMAILJS_PUBLIC_KEY;
    const { result } = renderHook(() => useContactForm());
    const form = typedForm();
    await act(() => result.current.onSubmit(submitEvent(form)));
    expect(result.current.state).toBe("failed");
    expect(sendMock).not.toHaveBeenCalled();

    Object.assign(process.env, config);
    sendMock.mockResolvedValue({ status: 200, text: "OK" });
    await act(() => result.current.onSubmit(submitEvent(form)));
    expect(result.current.state).toBe("sent");
    expect(result.current.unsent).toBeUndefined();
  });

  it("sends nothing when the honeypot is filled, and shows what a send shows", async () => {
    const { result } = renderHook(() => useContactForm());
    const form = typedForm();
    (form.elements.namedItem(HONEYPOT_FIELD) as HTMLInputElement).value = "https://spam.example";
    await act(() => result.current.onSubmit(submitEvent(form)));

    expect(sendMock).not.toHaveBeenCalled();
    expect(result.current.state).toBe("sent");
    expect(values(form)).toEqual(["", "", ""]);
  });

  it("after the timeout, says so and sends nothing more until EmailJS answers", async () => {
    jest.useFakeTimers();
    const { result, form, answer, first } = submitHeldBack();
    await act(() => jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS));
    expect(result.current.state).toBe("unanswered");
    expect(result.current.unsent?.message).toBe(typed.message);

    await act(() => result.current.onSubmit(submitEvent(form)));
    expect(result.current.state).toBe("unanswered");
    expect(values(form)).toEqual([typed.name, typed.email, typed.message]);

    await act(async () => {
      answer({ status: 200, text: "OK" });
      await first;
    });
    expect(result.current.state).toBe("sent");
    expect(sendMock).toHaveBeenCalledTimes(1);
  });

  it("refuses a second message within the minute, as a failure, without calling EmailJS", async () => {
    sendMock.mockResolvedValue({ status: 200, text: "OK" });
    const { result } = renderHook(() => useContactForm());
    await act(() => result.current.onSubmit(submitEvent(typedForm())));
    expect(result.current.state).toBe("sent");
    expect(result.current.ended).toBe(1);

    const again = typedForm();
    await act(() => result.current.onSubmit(submitEvent(again)));
    expect(result.current.state).toBe("failed");
    expect(result.current.ended).toBe(2);
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(values(again)).toEqual([typed.name, typed.email, typed.message]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining("less than 60 s ago"));
  });
});
