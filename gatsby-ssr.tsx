import type { GatsbySSR } from "gatsby";
import { themeInitScript } from "./src/theme/theme-script";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents }) => {
  setHeadComponents([
    // Must run before the first paint, before any bundle: inline.
    <script key="theme-init" dangerouslySetInnerHTML={{ __html: themeInitScript }} />,
  ]);
};
