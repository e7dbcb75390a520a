// The inline script at the end of every page's <body>, once what it works on is parsed: the
// kept tab (before the page's first frame, which comes after the parser has reached it),
// outside the first round trip. A tap on the language link before it runs (while the page is
// still parsed) is a plain link to the other page; nothing is typed or scrolled to carry yet.
import { keepContactDraft } from "../contact/keep-contact-draft";
import { startFeature } from "../features/start-feature";
import { showKeptTabs } from "../kept-choices/show-kept-tabs";
import { startLanguageSwitch } from "../language-switch/language-switch";
import { tellVisitChanges } from "../prerender/visit-changes";

tellVisitChanges();
startFeature("kept tab", showKeptTabs);
startFeature("contact draft", keepContactDraft);
startFeature("language switch", startLanguageSwitch);
