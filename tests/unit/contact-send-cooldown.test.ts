import { SEND_COOLDOWN_MS, SEND_COOLDOWN_STORAGE_KEY } from "../../src/config/contact-form";

type Cooldown = typeof import("../../src/contact/send-cooldown");

/** A fresh copy of the module: what a visit remembers starts empty in each test. */
const freshCooldown = (): Cooldown => {
  let module: Cooldown | undefined;
  jest.isolateModules(() => {
    module = jest.requireActual<Cooldown>("../../src/contact/send-cooldown");
  });
  return module!;
};

const SENT = Date.UTC(2026, 10, 25, 10, 0, 0);

beforeEach(() => {
  localStorage.clear();
  delete window.__storedValues;
});
afterEach(() => jest.restoreAllMocks());

describe("cooldownLeft", () => {
  const { cooldownLeft } = freshCooldown();

  it("lets the first message go", () => {
    expect(cooldownLeft(undefined, SENT)).toBe(0);
  });

  it("holds the next one for the rest of the minute", () => {
    expect(cooldownLeft(SENT, SENT)).toBe(SEND_COOLDOWN_MS);
    expect(cooldownLeft(SENT, SENT + 1)).toBe(SEND_COOLDOWN_MS - 1);
    expect(cooldownLeft(SENT, SENT + SEND_COOLDOWN_MS - 1)).toBe(1);
    expect(cooldownLeft(SENT, SENT + SEND_COOLDOWN_MS)).toBe(0);
  });

  it("does not hold the form when the clock was set back", () => {
    expect(cooldownLeft(SENT, SENT - 3_600_000)).toBe(0);
  });
});

describe("the time of the last message", () => {
  it("is kept in localStorage, where a reload finds it", () => {
    freshCooldown().recordSent(SENT);
    expect(localStorage.getItem(SEND_COOLDOWN_STORAGE_KEY)).toBe(String(SENT));
    expect(freshCooldown().lastSentAt()).toBe(SENT);
  });

  it("is unknown before any message, or when what is stored is not a time", () => {
    expect(freshCooldown().lastSentAt()).toBeUndefined();
    localStorage.setItem(SEND_COOLDOWN_STORAGE_KEY, "soon");
    expect(freshCooldown().lastSentAt()).toBeUndefined();
  });

  it("is kept for the visit when storage refuses it", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    const cooldown = freshCooldown();
    cooldown.recordSent(SENT);
    expect(cooldown.lastSentAt()).toBe(SENT);
  });

  it("is kept for the visit when storage is disabled altogether", () => {
    const disabled = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(disabled);
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(disabled);
    const cooldown = freshCooldown();
    expect(cooldown.lastSentAt()).toBeUndefined();
    cooldown.recordSent(SENT);
    expect(cooldown.lastSentAt()).toBe(SENT);
  });
});
