/** Types of test-emailjs-config.mjs for the browser tests. */
export declare const TEST_EMAILJS_CONFIG: {
  GATSBY_EMAILJS_PUBLIC_KEY: string;
  GATSBY_EMAILJS_SERVICE_ID: string;
  GATSBY_EMAILJS_TEMPLATE_ID: string;
};
