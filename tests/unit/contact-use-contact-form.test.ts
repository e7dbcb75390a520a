import { act, renderHook } from "@testing-library/react";
import { send } from "@emailjs/browser";
import type { FormEvent } from "react";
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

/** The form as the browser holds it: the hook reads the fields on submit. */
function typedForm(): HTMLFormElement {
  const form = document.createElement("form");
  form.innerHTML = '<input name="name"><input name="email"><textarea name="message"></textarea>';
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

beforeEach(() => {
  sendMock.mockReset();
  Object.assign(process.env, config);
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
});
afterEach(() => {
  process.env = { ...saved };
  document.body.innerHTML = "";
  jest.restoreAllMocks();
});

describe("useContactForm", () => {
  it("sends once on a double submit, is sending meanwhile, and clears the form on success", async () => {
    let answer: (value: { status: number; text: string }) => void = () => undefined;
    sendMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useContactForm());
    const form = typedForm();

    let first: Promise<void> | undefined;
    act(() => {
      first = result.current.onSubmit(submitEvent(form));
      void result.current.onSubmit(submitEvent(form));
    });
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
});
