import {
  clearStored,
  isRecord,
  jsonFormat,
  localValue,
  onStoredChange,
  readStored,
  sessionValue,
  subscribeStored,
  writeStored,
} from "../../src/storage/stored-value";
import { freshPageEachTest } from "./fresh-page";

// A piece of the visit in sessionStorage (src/storage/stored-value.ts), read and written
// by the code before React and by React, each through its own copy of the module: here two
// stores of the same key stand for the two copies.
freshPageEachTest();

interface Choices {
  tab?: string;
}
const EMPTY: Choices = {};
/** The format of a test value: an object whose `tab`, if any, is a string. */
const CHOICES = jsonFormat<Choices>((data) =>
  isRecord(data) && (data.tab === undefined || typeof data.tab === "string")
    ? (data as Choices)
    : undefined,
);
let key: string;
let stored = 0;

beforeEach(() => {
  sessionStorage.clear();
  delete window.__storedValues;
  // A key of its own per test: a store remembers the last text it read.
  key = `test-value-${(stored += 1)}`;
});
afterEach(() => jest.restoreAllMocks());

describe("read and write", () => {
  it("reads the empty value while nothing is stored", () => {
    expect(readStored(sessionValue(key, CHOICES, EMPTY))).toBe(EMPTY);
  });

  it("writes JSON to sessionStorage, which every page of the tab reads", () => {
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "stacks" });
    expect(sessionStorage.getItem(key)).toBe('{"tab":"stacks"}');
    expect(readStored(sessionValue(key, CHOICES, EMPTY))).toEqual({ tab: "stacks" });
  });

  it("reads what the other copy wrote: the truth is in storage", () => {
    const react = sessionValue<Choices>(key, CHOICES, EMPTY);
    expect(readStored(react)).toBe(EMPTY);
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "projects" });
    expect(readStored(react)).toEqual({ tab: "projects" });
  });

  it("reads the empty value where the stored text is not JSON, and removes it", () => {
    sessionStorage.setItem(key, "{not json");
    expect(readStored(sessionValue(key, CHOICES, EMPTY))).toBe(EMPTY);
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it.each(["null", "42", "true", '"text"', "[]", '{"tab":42}'])(
    "reads the empty value where the stored JSON is %s, not the value's shape, and removes it",
    (text) => {
      sessionStorage.setItem(key, text);
      expect(readStored(sessionValue(key, CHOICES, EMPTY))).toBe(EMPTY);
      expect(sessionStorage.getItem(key)).toBeNull();
    },
  );

  it("forgets the value when cleared, and says so", () => {
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    writeStored(store, { tab: "stacks" });
    const onChange = jest.fn();
    subscribeStored(store, onChange);
    clearStored(store);
    expect(sessionStorage.getItem(key)).toBeNull();
    expect(readStored(store)).toBe(EMPTY);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("answers the same object for the same stored text, as useSyncExternalStore requires", () => {
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    writeStored(store, { tab: "stacks" });
    const first = readStored(store);
    expect(readStored(store)).toBe(first);
    // Written again the same: the same text, the same object.
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "stacks" });
    expect(readStored(store)).toBe(first);
    writeStored(store, { tab: "projects" });
    expect(readStored(store)).not.toBe(first);
    expect(readStored(store)).toEqual({ tab: "projects" });
  });
});

describe("subscribe", () => {
  it("hears every write to its key, from either copy, until unsubscribed", () => {
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    const onChange = jest.fn();
    const unsubscribe = subscribeStored(store, onChange);
    writeStored(store, { tab: "stacks" });
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "projects" });
    expect(onChange).toHaveBeenCalledTimes(2);
    unsubscribe();
    writeStored(store, { tab: "stacks" });
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it("does not hear another key's writes", () => {
    const onChange = jest.fn();
    subscribeStored(sessionValue<Choices>(key, CHOICES, EMPTY), onChange);
    writeStored(sessionValue<Choices>(`${key}-other`, CHOICES, EMPTY), { tab: "stacks" });
    expect(onChange).not.toHaveBeenCalled();
  });

  it("hears nothing but the value's changes: a page shown again is whenShownAgain's", () => {
    const onChange = jest.fn();
    subscribeStored(sessionValue<Choices>(key, CHOICES, EMPTY), onChange);
    document.dispatchEvent(new Event("prerenderingchange"));
    dispatchEvent(new PageTransitionEvent("pageshow", { persisted: true }));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe("every change of storage, to this copy's listeners (onStoredChange)", () => {
  // The listeners of a copy last as long as it, as on a page: each test reads its own calls.
  let changes: unknown[][];
  const listener = jest.fn((...change: unknown[]) => changes.push(change));
  beforeAll(() => onStoredChange(listener));
  beforeEach(() => {
    changes = [];
    localStorage.clear();
  });

  it("hears each write and clear with its area, key and text (null: removed)", () => {
    const visit = sessionValue<Choices>(key, CHOICES, EMPTY);
    writeStored(visit, { tab: "stacks" });
    clearStored(visit);
    writeStored(localValue<Choices>(key, CHOICES, EMPTY), { tab: "projects" });
    expect(changes).toEqual([
      ["sessionStorage", key, '{"tab":"stacks"}'],
      ["sessionStorage", key, null],
      ["localStorage", key, '{"tab":"projects"}'],
    ]);
  });

  it("hears a change once the value's readers have been told it", () => {
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    const order: string[] = [];
    subscribeStored(store, () => order.push("reader"));
    listener.mockImplementationOnce(() => order.push("listener"));
    writeStored(store, { tab: "stacks" });
    expect(order).toEqual(["reader", "listener"]);
  });

  it("does not hear a text storage refused (kept in the page's memory), nor an unreadable one removed as it is read", () => {
    const refused = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "stacks" });
    refused.mockRestore();
    sessionStorage.setItem(`${key}-unreadable`, "{not json");
    expect(readStored(sessionValue(`${key}-unreadable`, CHOICES, EMPTY))).toBe(EMPTY);
    expect(changes).toEqual([]);
  });

  it("does not hear another copy's writes: each copy that writes has its own listeners", () => {
    type Store = typeof import("../../src/storage/stored-value");
    let apart: Store | undefined;
    jest.isolateModules(() => {
      apart = jest.requireActual<Store>("../../src/storage/stored-value");
    });
    apart!.writeStored(apart!.sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "stacks" });
    expect(sessionStorage.getItem(key)).toBe('{"tab":"stacks"}');
    expect(changes).toEqual([]);
  });
});

describe("where storage is refused (some private modes)", () => {
  beforeEach(() => {
    const refuse = () => {
      throw new DOMException("The operation is insecure.", "SecurityError");
    };
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(refuse);
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse);
  });

  it("the value lives on window for the page, for both copies", () => {
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    expect(readStored(store)).toBe(EMPTY);
    writeStored(store, { tab: "stacks" });
    expect(window.__storedValues).toEqual({ [`sessionStorage:${key}`]: '{"tab":"stacks"}' });
    expect(readStored(store)).toEqual({ tab: "stacks" });
    expect(readStored(sessionValue(key, CHOICES, EMPTY))).toEqual({ tab: "stacks" });
  });

  it("a write is still heard", () => {
    const onChange = jest.fn();
    subscribeStored(sessionValue<Choices>(key, CHOICES, EMPTY), onChange);
    writeStored(sessionValue<Choices>(key, CHOICES, EMPTY), { tab: "stacks" });
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe("where storage reads but refuses writes (its quota is full)", () => {
  const fillQuota = () =>
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    });

  it("a write is kept for the page, and read back by both copies instead of the stale stored one", () => {
    sessionStorage.setItem(key, '{"tab":"projects"}');
    fillQuota();
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    expect(readStored(store)).toEqual({ tab: "projects" });
    expect(writeStored(store, { tab: "stacks" })).toBe(false);
    expect(readStored(store)).toEqual({ tab: "stacks" });
    expect(readStored(sessionValue(key, CHOICES, EMPTY))).toEqual({ tab: "stacks" });
  });

  it("once storage takes writes again, the stored value is read", () => {
    fillQuota();
    const store = sessionValue<Choices>(key, CHOICES, EMPTY);
    writeStored(store, { tab: "stacks" });
    jest.restoreAllMocks();
    expect(writeStored(store, { tab: "projects" })).toBe(true);
    expect(sessionStorage.getItem(key)).toBe('{"tab":"projects"}');
    expect(window.__storedValues).toEqual({});
    expect(readStored(store)).toEqual({ tab: "projects" });
  });
});
