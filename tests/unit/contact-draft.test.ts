import { readStored } from "../../src/storage/stored-value";
import { keepContactDraft } from "../../src/contact/keep-contact-draft";
import { contactDraft, forgetContactDraft } from "../../src/contact/contact-draft";
import { broadcastChannelEachTest, delivered } from "./fake-broadcast-channel";
import { freshPageEachTest } from "./fresh-page";

// The message being typed, kept for the visit by the code at the end of every page's body
// (src/contact/keep-contact-draft.ts), before React as after it. Each test is a new page.
freshPageEachTest();
broadcastChannelEachTest();

const STORAGE_KEY = "contact-draft";
let prerendering: boolean;

const field = (name: string) =>
  document.getElementById(`contact-${name}`) as HTMLInputElement | HTMLTextAreaElement;
const stored = () => JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as unknown;
const storeDraft = (draft: Record<string, string>) =>
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(draft));

/** The visitor types `text` into a field: its value, then the `input` event, as a browser fires it. */
function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  element.value = text;
  element.dispatchEvent(new Event("input", { bubbles: true }));
}

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = `
    <form><input id="contact-name" name="name"><input id="contact-email" name="email">
    <textarea id="contact-message" name="message"></textarea></form>
    <input id="search" name="q">`;
  prerendering = false;
  Object.defineProperty(document, "prerendering", { configurable: true, get: () => prerendering });
});
afterEach(() => delete (document as { prerendering?: boolean }).prerendering);

it("puts the draft back in the form's fields", () => {
  storeDraft({ name: "Ada Lovelace", message: "Hello" });
  keepContactDraft();
  expect(field("name").value).toBe("Ada Lovelace");
  expect(field("email").value).toBe("");
  expect(field("message").value).toBe("Hello");
});

it("keeps each keystroke of each field", () => {
  keepContactDraft();
  type(field("name"), "Ada");
  type(field("message"), "Bonjour");
  expect(stored()).toEqual({ name: "Ada", message: "Bonjour" });
  type(field("name"), "");
  expect(readStored(contactDraft)).toEqual({ name: "", message: "Bonjour" });
});

it("keeps nothing of the page's other fields", () => {
  keepContactDraft();
  type(document.getElementById("search") as HTMLInputElement, "gatsby");
  expect(stored()).toBeNull();
});

it("keeps what was typed while the page was still loading, before it ran", () => {
  storeDraft({ name: "Ada" });
  field("message").value = "Typed early";
  keepContactDraft();
  expect(field("name").value).toBe("Ada");
  expect(field("message").value).toBe("Typed early");
  expect(stored()).toEqual({ name: "Ada", message: "Typed early" });
});

it("does nothing on a page without the form", () => {
  document.body.innerHTML = "<main></main>";
  storeDraft({ name: "Ada" });
  expect(() => keepContactDraft()).not.toThrow();
  expect(stored()).toEqual({ name: "Ada" });
});

it("a draft forgotten after a send is gone for the next page", () => {
  storeDraft({ name: "Ada", message: "Hello" });
  forgetContactDraft();
  keepContactDraft();
  expect(field("name").value).toBe("");
  expect(field("message").value).toBe("");
});

it("on a prerendered page, shows the draft as it is when the page is shown, emptied fields too", () => {
  prerendering = true;
  storeDraft({ name: "Ada", email: "ada@example.com", message: "Hello" });
  keepContactDraft();
  expect(field("name").value).toBe("Ada");
  expect(field("email").value).toBe("ada@example.com");
  // Meanwhile, on the page being left, the visitor empties the name and goes on typing; the
  // address is not in the draft any more (as after a send, then a new message begun).
  storeDraft({ name: "", message: "Hello, I would like" });
  prerendering = false;
  document.dispatchEvent(new Event("prerenderingchange"));
  expect(field("name").value).toBe("");
  expect(field("message").value).toBe("Hello, I would like");
  expect(field("email").value).toBe("");
});

it("on a prerendered page, follows what the visitor types on the page read, before it is shown", async () => {
  prerendering = true;
  keepContactDraft();
  // The page read tells the prerendered page each keystroke (src/prerender/visit-changes.ts).
  new BroadcastChannel("visit-changes").postMessage({
    key: STORAGE_KEY,
    text: JSON.stringify({ name: "Ada", message: "Hello" }),
  });
  await delivered();
  expect(field("name").value).toBe("Ada");
  expect(field("message").value).toBe("Hello");
  expect(field("email").value).toBe("");
});
