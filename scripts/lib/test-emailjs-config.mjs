// The EmailJS settings the browser tests' site is built with (scripts/build-test-sites.mjs), and
// which they find in each send they intercept (tests/e2e/fixtures.ts): made-up values, never
// sent anywhere.
export const TEST_EMAILJS_CONFIG = {
  GATSBY_EMAILJS_PUBLIC_KEY: "test-public-key",
  GATSBY_EMAILJS_SERVICE_ID: "test-service-id",
  GATSBY_EMAILJS_TEMPLATE_ID: "test-template-id",
};
