import { act, render, renderHook, screen } from "@testing-library/react";
import { useContactDraft } from "../../src/contact/use-contact-draft";
import { useKeptState } from "../../src/kept-choices/use-kept-state";
import { forgetContactDraft } from "../../src/contact/contact-draft";
import { freshPageEachTest } from "./fresh-page";

// React's side of the visit's state (src/kept-choices/use-kept-state.ts,
// src/contact/use-contact-draft.ts): what it renders follows the stores, whoever writes them. The code before
// React inlines its own copy of those modules: here, a copy loaded apart stands for it.
freshPageEachTest();

type BeforeReactDraft = typeof import("../../src/contact/keep-contact-draft");
type KeptChoices = typeof import("../../src/kept-choices/kept-choices");

/** A copy of `module` with its own copy of everything it imports, as an inline script has. */
function apartCopy<T extends object>(module: string): T {
  let copy: T | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<T>(module);
  });
  return copy!;
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = "";
});

const SHOWCASE = ["projects", "certifications", "stacks"] as const;

function Tab() {
  const [tab] = useKeptState("tabs:showcase", SHOWCASE);
  return <p>{tab}</p>;
}

describe("useKeptState", () => {
  it.each([
    ["a tab no longer among the options", { "tabs:showcase": "no-such-tab" }],
    ["a number", { "tabs:showcase": 42 }],
    ["null", { "tabs:showcase": null }],
    ["an object", { "tabs:showcase": { id: "stacks" } }],
  ])("reads %s as the control's first option", (_name, kept) => {
    sessionStorage.setItem("kept-choices", JSON.stringify(kept));
    render(<Tab />);
    expect(screen.getByText("projects")).toBeTruthy();
  });

  it.each(["null", "42", "true", '"text"', "[]", "{not json", "x".repeat(100_000)])(
    "reads kept choices stored as %s as none, and renders",
    (stored) => {
      sessionStorage.setItem("kept-choices", stored);
      render(<Tab />);
      expect(screen.getByText("projects")).toBeTruthy();
    },
  );

  it("starts with the initial value until one is kept, and keeps it for the visit", () => {
    const { result } = renderHook(() => useKeptState("tabs:test", ["a", "b"] as const));
    expect(result.current[0]).toBe("a");
    act(() => result.current[1]("b"));
    expect(result.current[0]).toBe("b");
    expect(JSON.parse(sessionStorage.getItem("kept-choices")!)).toEqual({ "tabs:test": "b" });
  });

  it("is shared by key: every component of the key follows, the others' keys stay", () => {
    const { result } = renderHook(() => ({
      one: useKeptState("tabs:showcase", SHOWCASE),
      two: useKeptState("tabs:showcase", SHOWCASE),
      other: useKeptState("tabs:skills", ["languages", "tools"] as const),
    }));
    act(() => result.current.one[1]("stacks"));
    expect(result.current.two[0]).toBe("stacks");
    expect(result.current.other[0]).toBe("languages");
  });

  it("follows a choice kept by the other copy of the store", () => {
    render(<Tab />);
    expect(screen.getByText("projects")).toBeTruthy();
    const { keepChoice } = apartCopy<KeptChoices>("../../src/kept-choices/kept-choices");
    act(() => keepChoice("tabs:showcase", "certifications"));
    expect(screen.getByText("certifications")).toBeTruthy();
  });

  it("on a prerendered page, follows what was chosen on the page left, once shown", () => {
    render(<Tab />);
    // Chosen on the other language's page after this one was prerendered: this page is handed
    // the visit's storage as it is shown.
    sessionStorage.setItem("kept-choices", JSON.stringify({ "tabs:showcase": "stacks" }));
    expect(screen.getByText("projects")).toBeTruthy();
    act(() => void document.dispatchEvent(new Event("prerenderingchange")));
    expect(screen.getByText("stacks")).toBeTruthy();
  });

  it("hydrates the server's initial value without a mismatch, then shows the kept one", () => {
    const container = document.createElement("div");
    // What the server renders of <Tab />: the initial value.
    container.innerHTML = "<p>projects</p>";
    document.body.append(container);
    expect(container.textContent).toBe("projects");
    sessionStorage.setItem("kept-choices", JSON.stringify({ "tabs:showcase": "stacks" }));
    const errors = jest.spyOn(console, "error");
    render(<Tab />, { container, hydrate: true });
    expect(container.textContent).toBe("stacks");
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it("hydrates the kept value the code before React has shown in the server's HTML: nothing to render again", () => {
    const container = document.createElement("div");
    // The server's HTML, as the code before React has shown the kept tab in it.
    container.innerHTML = "<p>stacks</p>";
    document.body.append(container);
    sessionStorage.setItem("kept-choices", JSON.stringify({ "tabs:showcase": "stacks" }));
    window.__shownChoices = { "tabs:showcase": "stacks" };
    const errors = jest.spyOn(console, "error");
    const renders = jest.fn();
    function CountedTab() {
      renders();
      const [tab] = useKeptState("tabs:showcase", SHOWCASE);
      return <p>{tab}</p>;
    }
    render(<CountedTab />, { container, hydrate: true });
    expect(container.textContent).toBe("stacks");
    expect(renders).toHaveBeenCalledTimes(1);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    delete window.__shownChoices;
  });
});

describe("useContactDraft", () => {
  function Counts() {
    const draft = useContactDraft();
    return <output>{`${draft.name?.length ?? 0} ${draft.message?.length ?? 0}`}</output>;
  }

  it("follows what the code before React keeps of each keystroke, and a send's forgetting", () => {
    document.body.innerHTML =
      '<form><input id="contact-name"><input id="contact-email"><textarea id="contact-message"></textarea></form>';
    apartCopy<BeforeReactDraft>("../../src/contact/keep-contact-draft").keepContactDraft();
    render(<Counts />);
    expect(screen.getByRole("status").textContent).toBe("0 0");

    const message = document.getElementById("contact-message") as HTMLTextAreaElement;
    message.value = "Hello";
    act(() => void message.dispatchEvent(new Event("input", { bubbles: true })));
    expect(screen.getByRole("status").textContent).toBe("0 5");

    act(() => forgetContactDraft());
    expect(screen.getByRole("status").textContent).toBe("0 0");
  });

  it("starts with the draft kept on an earlier page", () => {
    sessionStorage.setItem("contact-draft", JSON.stringify({ name: "Ada" }));
    render(<Counts />);
    expect(screen.getByRole("status").textContent).toBe("3 0");
  });
});
