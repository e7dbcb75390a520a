/**
 * decap-server's programmatic API (it ships no types): its local backend's routes, added to an
 * Express app. https://github.com/decaporg/decap-cms/blob/main/packages/decap-server/src/middlewares.ts
 */
declare module "decap-server/dist/middlewares" {
  import type { Express } from "express";

  export function registerLocalFs(app: Express, options?: { logLevel?: string }): Promise<void>;
}
