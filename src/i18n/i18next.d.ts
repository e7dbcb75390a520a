import "i18next";

declare module "i18next" {
  interface CustomTypeOptions {
    // Every key exists in both languages (checked at build time), so `t` never returns null.
    returnNull: false;
  }
}
