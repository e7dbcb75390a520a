import {
  emailConfigWarning,
  missingEmailConfig,
  readEmailConfig,
} from "../../src/contact/email-config";

const complete = {
  GATSBY_EMAILJS_PUBLIC_KEY: "pk",
  GATSBY_EMAILJS_SERVICE_ID: "service",
  GATSBY_EMAILJS_TEMPLATE_ID: "template",
};

describe("missingEmailConfig", () => {
  it("is empty when every variable is set", () => {
    expect(missingEmailConfig(complete)).toEqual([]);
  });

  it("names the missing, empty and blank variables, in a stable order", () => {
    const env = { GATSBY_EMAILJS_SERVICE_ID: "", GATSBY_EMAILJS_TEMPLATE_ID: "  " };
    expect(missingEmailConfig(env)).toEqual([
      "GATSBY_EMAILJS_PUBLIC_KEY",
      "GATSBY_EMAILJS_SERVICE_ID",
      "GATSBY_EMAILJS_TEMPLATE_ID",
    ]);
  });

  it("names only what is missing", () => {
    const env = { ...complete, GATSBY_EMAILJS_SERVICE_ID: undefined };
    expect(missingEmailConfig(env)).toEqual(["GATSBY_EMAILJS_SERVICE_ID"]);
  });
});

describe("emailConfigWarning", () => {
  it("says nothing when the configuration is complete", () => {
    expect(emailConfigWarning(complete)).toBeUndefined();
  });

  it("names each missing variable and where to set it", () => {
    const warning = emailConfigWarning({ GATSBY_EMAILJS_PUBLIC_KEY: "pk" });
    expect(warning).toMatch(/GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID/);
    expect(warning).not.toMatch(/GATSBY_EMAILJS_PUBLIC_KEY/);
    expect(warning).toMatch(/\.env\.example/);
  });
});

describe("readEmailConfig", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("reads the three build-time variables", () => {
    Object.assign(process.env, complete);
    expect(readEmailConfig()).toEqual({
      publicKey: "pk",
      serviceId: "service",
      templateId: "template",
    });
  });

  it("leaves unset variables undefined, for the send to refuse", () => {
    for (const name of Object.keys(complete)) delete process.env[name];
    expect(readEmailConfig()).toEqual({
      publicKey: undefined,
      serviceId: undefined,
      templateId: undefined,
    });
  });
});
