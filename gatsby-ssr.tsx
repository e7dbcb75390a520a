import type { GatsbySSR } from "gatsby";
import React from "react";
import { themeInitScript } from "./src/theme/theme-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // eslint-disable-next-line react/no-danger -- must run before first paint, before any bundle
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: themeInitScript }} />,
  ]);
};
