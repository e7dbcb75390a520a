import { startFeature } from "../../src/features/start-feature";

// The inline scripts start their features apart (src/features/start-feature.ts): a throw in
// one is reported, naming it, and the others start.
afterEach(() => jest.restoreAllMocks());

it("reports a feature that throws, naming it, and goes on", () => {
  const errors = jest.spyOn(console, "error").mockImplementation(() => {});
  const failure = new TypeError("Cannot read properties of null (reading 'name')");
  const started: string[] = [];
  startFeature("contact draft", () => {
    throw failure;
  });
  startFeature("language switch", () => started.push("language switch"));
  expect(started).toEqual(["language switch"]);
  expect(errors).toHaveBeenCalledWith("The contact draft could not start:", failure);
});

it("a throw in the draft keeper does not stop the language switch at the end of the body", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const started: string[] = [];
  jest.isolateModules(() => {
    jest.doMock("../../src/contact/keep-contact-draft", () => ({
      keepContactDraft: () => {
        throw new Error("a draft no check foresaw");
      },
    }));
    jest.doMock("../../src/language-switch/language-switch", () => ({
      startLanguageSwitch: () => started.push("language switch"),
    }));
    jest.requireActual("../../src/before-react/body-end");
  });
  expect(started).toEqual(["language switch"]);
  expect(console.error).toHaveBeenCalledWith(
    "The contact draft could not start:",
    expect.any(Error),
  );
});

it("a throw in the theme does not stop the held taps nor the fallback in <head>", () => {
  jest.spyOn(console, "error").mockImplementation(() => {});
  const started: string[] = [];
  jest.isolateModules(() => {
    jest.doMock("../../src/theme/show-stored-theme", () => ({
      showStoredTheme: () => {
        throw new Error("no theme");
      },
    }));
    jest.doMock("../../src/hydration/held-taps", () => ({
      holdTapsUntilHydrated: () => started.push("held taps"),
    }));
    jest.doMock("../../src/hydration/script-failure", () => ({
      fallBackWhenBundlesFail: () => started.push("fallback"),
    }));
    jest.requireActual("../../src/before-react/head");
  });
  expect(started).toEqual(["held taps", "fallback"]);
  expect(document.documentElement.classList.contains("js")).toBe(true);
});
