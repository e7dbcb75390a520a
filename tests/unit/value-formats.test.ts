/** @jest-environment node */
import { EMAIL_PATTERN } from "../../src/content/value-formats";

const isPlainAddress = (value: string) => new RegExp(EMAIL_PATTERN).test(value);

test.each([
  "camille.laurent@example.com",
  "camille+portfolio@example.co.uk",
  "c_laurent-dev@mail.sub-domain.example.fr",
  "CL2024@EXAMPLE.ORG",
  "contact@xn--caf-dma.fr",
])("a plain address passes: %s", (address) => {
  expect(isPlainAddress(address)).toBe(true);
});

test.each([
  ["a header field", "camille@example.com?bcc=someone@example.org"],
  ["a second header field", "camille@example.com?subject=Hi&cc=someone@example.org"],
  ["an ampersand", "camille&co@example.com"],
  ["a space", "camille laurent@example.com"],
  ["a trailing space", "camille@example.com "],
  ["a comma, a second recipient", "camille@example.com,someone@example.org"],
  ["angle brackets", "<camille@example.com>"],
  ["a display name", "Camille <camille@example.com>"],
  ["double quotes", '"camille"@example.com'],
  ["an apostrophe", "o'camille@example.com"],
  ["two @", "camille@laurent@example.com"],
  ["a fragment", "camille#x@example.com"],
  ["a percent escape", "camille%3Fbcc@example.com"],
  ["no @", "camille.example.com"],
  ["no domain", "camille@"],
  ["a domain without a dot", "camille@localhost"],
  ["two dots in a row", "camille..laurent@example.com"],
  ["a dot first", ".camille@example.com"],
  ["a domain label starting with a dash", "camille@-example.com"],
  ["an empty domain label", "camille@example..com"],
])("refuses %s: %s", (_name, address) => {
  expect(isPlainAddress(address)).toBe(false);
});
