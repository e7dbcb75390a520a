// The inline script at the end of every page's <body>: not needed to paint the page, so after
// it, outside the first round trip. A tap on the language link before it runs (while the page is
// still parsed) is a plain link to the other page; nothing is typed or scrolled to carry yet.
import { keepContactDraft } from "../contact/keep-contact-draft";
import { startFeature } from "../features/start-feature";
import { startLanguageSwitch } from "../language-switch/language-switch";

startFeature("contact draft", keepContactDraft);
startFeature("language switch", startLanguageSwitch);
