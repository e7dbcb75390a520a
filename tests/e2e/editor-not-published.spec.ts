// The content editor lives on the development server only (`npm run develop`, /admin/): the
// production build holds nothing of it, so a static host answers its paths like unknown ones.
import { expect } from "@playwright/test";
import { test } from "./fixtures";

test("the build has no content editor", async ({ request }) => {
  for (const path of ["/admin/", "/admin/config.yml", "/admin/decap-cms.js"]) {
    const response = await request.get(path);
    expect({ path, status: response.status() }).toEqual({ path, status: 404 });
  }
});
