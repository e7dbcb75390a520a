import type { EmailJSResponseStatus as ResponseStatus } from "@emailjs/browser";
import { send } from "@emailjs/browser";
import {
  SEND_COOLDOWN_MS,
  SEND_COOLDOWN_STORAGE_KEY,
  SEND_TIMEOUT_MS,
} from "../../src/config/contact-form";
import type { UncheckedEmailConfig } from "../../src/contact/email-config";
import { sendEmail, type TemplateParams } from "../../src/contact/send-email";

jest.mock("@emailjs/browser", () => ({ send: jest.fn() }));

const { EmailJSResponseStatus } = jest.requireActual<{
  EmailJSResponseStatus: new (status?: number, text?: string) => ResponseStatus;
}>("@emailjs/browser");
const sendMock = jest.mocked(send);

const config = { publicKey: "pk", serviceId: "service", templateId: "template" };
const params: TemplateParams = {
  from_name: "Ada",
  reply_to: "ada@example.com",
  message: "Bonjour,\nune question.",
};

beforeEach(() => {
  sendMock.mockReset();
  localStorage.clear();
});

describe("sendEmail", () => {
  it("sends the params with the configured ids and public key", async () => {
    sendMock.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
    await expect(sendEmail(config, params)).resolves.toEqual({ ok: true });
    expect(sendMock).toHaveBeenCalledTimes(1);
    expect(sendMock).toHaveBeenCalledWith("service", "template", params, { publicKey: "pk" });
  });

  describe("configuration checks", () => {
    const variables = {
      publicKey: "GATSBY_EMAILJS_PUBLIC_KEY",
      serviceId: "GATSBY_EMAILJS_SERVICE_ID",
      templateId: "GATSBY_EMAILJS_TEMPLATE_ID",
    } as const;
    const badValues: [string, unknown][] = [
      ["missing", undefined],
      ["empty", ""],
      ["blank", "   "],
      ["a number", 42],
      ["null", null],
      ["an object", { key: "pk" }],
    ];

    for (const [key, variable] of Object.entries(variables)) {
      it.each(badValues)(`fails without sending when ${key} is %s`, async (_, value) => {
        const broken: UncheckedEmailConfig = { ...config, [key]: value };
        const outcome = await sendEmail(broken, params);
        expect(outcome).toEqual({ ok: false, reason: expect.stringContaining(variable) });
        expect(sendMock).not.toHaveBeenCalled();
      });
    }

    it("names every faulty variable", async () => {
      const outcome = await sendEmail({}, params);
      expect(outcome.ok).toBe(false);
      for (const variable of Object.values(variables)) {
        expect(outcome).toEqual({ ok: false, reason: expect.stringContaining(variable) });
      }
    });

    it.each([
      ["null", null],
      ["undefined", undefined],
      ["a string", "message"],
      ["a number", 7],
      ["an array", [params]],
      ["a date", new Date()],
    ])("fails without sending when the template params are %s", async (_, value) => {
      const outcome = await sendEmail(config, value);
      expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/template params/) });
      expect(sendMock).not.toHaveBeenCalled();
    });
  });

  describe("error mapping", () => {
    it.each([
      [403, "Forbidden"],
      [429, "Too Many Requests"],
      [451, "Unavailable For Headless Browser"],
      [500, "Internal Server Error"],
      [503, "Service Unavailable"],
    ])("fails when EmailJS answers %i", async (status, text) => {
      sendMock.mockRejectedValue(new EmailJSResponseStatus(status, text));
      const outcome = await sendEmail(config, params);
      expect(outcome).toEqual({ ok: false, reason: `EmailJS answered ${status} ${text}.` });
    });

    it("fails on a network error reported by the SDK (status 0)", async () => {
      sendMock.mockRejectedValue(new EmailJSResponseStatus());
      const outcome = await sendEmail(config, params);
      expect(outcome).toEqual({ ok: false, reason: expect.stringMatching(/could not be reached/) });
    });

    it("fails when fetch itself rejects", async () => {
      sendMock.mockRejectedValue(new TypeError("Failed to fetch"));
      await expect(sendEmail(config, params)).resolves.toEqual({
        ok: false,
        reason: "Failed to fetch",
      });
    });

    it("fails with the SDK's own check, thrown as a string", async () => {
      sendMock.mockRejectedValue("The public key is required.");
      await expect(sendEmail(config, params)).resolves.toEqual({
        ok: false,
        reason: "The public key is required.",
      });
    });

    it("fails on anything else thrown", async () => {
      sendMock.mockRejectedValue(undefined);
      const outcome = await sendEmail(config, params);
      expect(outcome.ok).toBe(false);
    });
  });

  describe("a slow answer", () => {
    afterEach(() => jest.useRealTimers());

    it("is reported once the timeout has passed, and the send goes on until EmailJS answers", async () => {
      jest.useFakeTimers();
      let answer: (status: ResponseStatus) => void = () => undefined;
      sendMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
      const onUnanswered = jest.fn();
      let outcome: unknown;
      void sendEmail(config, params, { onUnanswered }).then((result) => (outcome = result));

      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      expect(onUnanswered).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(onUnanswered).toHaveBeenCalledTimes(1);
      // Abandoning the send now would let the visitor send the message a second time.
      await jest.advanceTimersByTimeAsync(10 * SEND_TIMEOUT_MS);
      expect(outcome).toBeUndefined();

      answer(new EmailJSResponseStatus(200, "OK"));
      await jest.advanceTimersByTimeAsync(0);
      expect(outcome).toEqual({ ok: true });
      expect(onUnanswered).toHaveBeenCalledTimes(1);
      expect(sendMock).toHaveBeenCalledTimes(1);
    });

    it("ends with EmailJS's failure when it comes after the timeout", async () => {
      jest.useFakeTimers();
      sendMock.mockReturnValue(
        new Promise((_, reject) =>
          setTimeout(() => reject(new EmailJSResponseStatus(503, "Busy")), 2 * SEND_TIMEOUT_MS),
        ),
      );
      const pending = sendEmail(config, params, { onUnanswered: () => undefined });
      await jest.advanceTimersByTimeAsync(2 * SEND_TIMEOUT_MS);
      await expect(pending).resolves.toEqual({ ok: false, reason: "EmailJS answered 503 Busy." });
    });

    it("is not reported when the answer comes just before the timeout, and leaves no timer", async () => {
      jest.useFakeTimers();
      sendMock.mockReturnValue(
        new Promise((resolve) =>
          setTimeout(() => resolve(new EmailJSResponseStatus(200, "OK")), SEND_TIMEOUT_MS - 1),
        ),
      );
      const onUnanswered = jest.fn();
      const pending = sendEmail(config, params, { onUnanswered });
      await jest.advanceTimersByTimeAsync(SEND_TIMEOUT_MS - 1);
      await expect(pending).resolves.toEqual({ ok: true });
      expect(jest.getTimerCount()).toBe(0);
      expect(onUnanswered).not.toHaveBeenCalled();
    });
  });

  describe("one message a minute from a browser", () => {
    afterEach(() => jest.useRealTimers());

    it("refuses the next send within the minute without calling EmailJS, then lets it go", async () => {
      jest.useFakeTimers({ now: new Date("2026-11-25T10:00:00Z") });
      sendMock.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      await expect(sendEmail(config, params)).resolves.toEqual({ ok: true });

      jest.advanceTimersByTime(SEND_COOLDOWN_MS - 1_500);
      await expect(sendEmail(config, params)).resolves.toEqual({
        ok: false,
        reason: "A message left this browser less than 60 s ago: the next may leave in 2 s.",
      });
      expect(sendMock).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(1_500);
      await expect(sendEmail(config, params)).resolves.toEqual({ ok: true });
      expect(sendMock).toHaveBeenCalledTimes(2);
    });

    it("counts from a message that went, not from a failed attempt", async () => {
      sendMock.mockRejectedValueOnce(new EmailJSResponseStatus(503, "Busy"));
      sendMock.mockResolvedValueOnce(new EmailJSResponseStatus(200, "OK"));
      expect((await sendEmail(config, params)).ok).toBe(false);
      await expect(sendEmail(config, params)).resolves.toEqual({ ok: true });
      expect(sendMock).toHaveBeenCalledTimes(2);
    });

    it("keeps the time in localStorage, so that a reload keeps the wait", async () => {
      sendMock.mockResolvedValue(new EmailJSResponseStatus(200, "OK"));
      const before = Date.now();
      await sendEmail(config, params);
      const stored = Number(localStorage.getItem(SEND_COOLDOWN_STORAGE_KEY));
      expect(stored).toBeGreaterThanOrEqual(before);
      expect(stored).toBeLessThanOrEqual(Date.now());
    });
  });
});
