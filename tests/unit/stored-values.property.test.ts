import fc from "fast-check";
import { LANGUAGE_SWITCH_STORAGE_KEY, THEMES, THEME_STORAGE_KEY } from "../../src/config/constants";
import {
  CONTACT_FIELD_NAMES,
  SEND_COOLDOWN_STORAGE_KEY,
  type ContactField,
} from "../../src/config/contact-form";
import { contactDraft, type ContactDraft } from "../../src/contact/contact-draft";
import { lastSentAt, recordSent } from "../../src/contact/send-cooldown";
import { keepChoice, keptChoice, keptChoices } from "../../src/kept-choices/kept-choices";
import { switchState, type SwitchState } from "../../src/language-switch/switch-state";
import { readStored, writeStored } from "../../src/storage/stored-value";
import { themeChoice } from "../../src/theme/theme-store";

// Property tests of every value the site keeps in the browser's storage (src/storage/): whatever
// text storage holds (an older deploy's, an edited one, garbage), each store reads a value of its
// shape or its default, never throws, and leaves nothing it could not read; whatever value the
// site writes reads back the same, with storage working, refusing every call (some private
// modes) and full (reads allowed, writes refused). fast-check prints the seed of a failure
// (https://fast-check.dev/docs/tutorials/quick-start/read-test-reports/): replay it with
// `fc.assert(property, { seed, path })`.

type Mode = "working" | "refusing" | "full";

function storageIs(mode: Mode): void {
  jest.restoreAllMocks();
  const refuse = (name: string) => () => {
    throw new DOMException("refused", name);
  };
  if (mode === "refusing") {
    for (const method of ["getItem", "setItem", "removeItem"] as const) {
      jest.spyOn(Storage.prototype, method).mockImplementation(refuse("SecurityError"));
    }
  }
  if (mode === "full") {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(refuse("QuotaExceededError"));
  }
}

beforeEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
  sessionStorage.clear();
  delete window.__storedValues;
});
afterAll(() => jest.restoreAllMocks());

/** Any text, weighted towards what a store might meet: JSON of any shape, and the site's own shapes with anything in their fields. */
const anyText = (shaped: fc.Arbitrary<Record<string, unknown>>) =>
  fc.oneof(
    fc.string(),
    fc.string({ unit: "binary" }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    shaped.map((value) => JSON.stringify(value)),
    fc.constantFrom("null", "42", "true", '"text"', "[]", "{}", "", "x".repeat(100_000)),
  );

const anyField = fc.anything({ withNullPrototype: false, withObjectString: true });

const stores: {
  name: string;
  storage: Storage;
  key: string;
  shaped: fc.Arbitrary<Record<string, unknown>>;
  /** Reads the store, asserting the value is of its shape. */
  readChecked(): void;
}[] = [
  {
    name: "theme",
    storage: localStorage,
    key: THEME_STORAGE_KEY,
    shaped: fc.record({ theme: fc.constantFrom(...THEMES) }),
    readChecked: () => expect(THEMES).toContain(readStored(themeChoice)),
  },
  {
    name: "kept-choices",
    storage: sessionStorage,
    key: "kept-choices",
    shaped: fc.dictionary(fc.constantFrom("tabs:showcase", "other"), anyField),
    readChecked() {
      const choices = readStored(keptChoices);
      expect(typeof choices).toBe("object");
      for (const value of Object.values(choices)) expect(typeof value).toBe("string");
      const tabs = ["projects", "certifications", "stacks"] as const;
      const tab = keptChoice("tabs:showcase", tabs);
      if (tab !== undefined) expect(tabs).toContain(tab);
    },
  },
  {
    name: "contact-draft",
    storage: sessionStorage,
    key: "contact-draft",
    shaped: fc.record(
      { name: anyField, email: anyField, message: anyField, other: anyField },
      { requiredKeys: [] },
    ),
    readChecked() {
      const draft = readStored(contactDraft);
      for (const [field, text] of Object.entries(draft)) {
        expect(CONTACT_FIELD_NAMES).toContain(field);
        expect(typeof text).toBe("string");
      }
    },
  },
  {
    name: "language-switch",
    storage: sessionStorage,
    key: LANGUAGE_SWITCH_STORAGE_KEY,
    shaped: fc.record(
      { to: anyField, hash: anyField, scrollY: anyField, anchor: anyField, at: anyField },
      { requiredKeys: [] },
    ),
    readChecked() {
      const state = readStored(switchState);
      if (state === null) return;
      expect(state.to.startsWith("/")).toBe(true);
      expect(state.hash === "" || /^#\S+$/.test(state.hash)).toBe(true);
      expect(Number.isFinite(state.scrollY) && Number.isFinite(state.at)).toBe(true);
      if (state.anchor) expect(Number.isFinite(state.anchor.offset)).toBe(true);
    },
  },
  {
    name: "contact-last-sent",
    storage: localStorage,
    key: SEND_COOLDOWN_STORAGE_KEY,
    shaped: fc.record({ at: anyField }),
    readChecked() {
      const time = lastSentAt();
      if (time !== undefined) expect(Number.isFinite(time)).toBe(true);
    },
  },
];

describe.each(stores)("$name: any text in storage", ({ storage, key, shaped, readChecked }) => {
  it("reads as a value of its shape or the default, and what it could not read is gone", () => {
    fc.assert(
      fc.property(anyText(shaped), (text) => {
        storage.setItem(key, text);
        readChecked();
        // Read again: the same, from what is left in storage.
        readChecked();
        const left = storage.getItem(key);
        expect(left === null || left === text).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

const draftArbitrary: fc.Arbitrary<ContactDraft> = fc.record(
  Object.fromEntries(CONTACT_FIELD_NAMES.map((field) => [field, fc.string()])) as Record<
    ContactField,
    fc.Arbitrary<string>
  >,
  { requiredKeys: [] },
);

/** A finite number as JSON carries it (JSON has no -0). */
const jsonNumber = (arbitrary: fc.Arbitrary<number>) => arbitrary.map((value) => value + 0);

const stateArbitrary: fc.Arbitrary<SwitchState> = fc.record({
  to: fc.string().map((path) => `/${path}`),
  hash: fc.oneof(
    fc.constant(""),
    fc.stringMatching(/^[^\s]+$/).map((id) => `#${id}`),
  ),
  scrollY: jsonNumber(fc.double({ noNaN: true, noDefaultInfinity: true })),
  anchor: fc.option(
    fc.record({
      id: fc.string(),
      offset: jsonNumber(fc.double({ noNaN: true, noDefaultInfinity: true })),
    }),
    { nil: null },
  ),
  at: fc.integer({ min: 0, max: 8.64e15 }),
});

describe.each<Mode>(["working", "refusing", "full"])("with storage %s", (mode) => {
  beforeEach(() => storageIs(mode));

  it("any theme written reads back the same", () => {
    fc.assert(
      fc.property(fc.constantFrom(...THEMES), (theme) => {
        writeStored(themeChoice, theme);
        expect(readStored(themeChoice)).toBe(theme);
      }),
    );
  });

  it("any choice kept reads back the same, the others' kept too", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (key, value, other) => {
        keepChoice(`${key}-a`, value);
        keepChoice(`${key}-b`, other);
        expect(keptChoice(`${key}-a`, [value])).toBe(value);
        expect(keptChoice(`${key}-b`, [other])).toBe(other);
      }),
    );
  });

  it("any draft written reads back the same", () => {
    fc.assert(
      fc.property(draftArbitrary, (draft) => {
        writeStored(contactDraft, draft);
        expect(readStored(contactDraft)).toEqual(draft);
      }),
    );
  });

  it("any switch state written reads back the same", () => {
    fc.assert(
      fc.property(stateArbitrary, (state) => {
        writeStored(switchState, state);
        expect(readStored(switchState)).toEqual(state);
      }),
    );
  });

  it("any time a message went reads back the same", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 8.64e15 }), (time) => {
        recordSent(time);
        expect(lastSentAt()).toBe(time);
      }),
    );
  });
});
