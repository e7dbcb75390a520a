// The inline script at the end of every page's <body>: once what it works on is parsed, before
// the first frame, outside the first round trip. A tap on the language link before it runs is
// a plain link: nothing is typed or scrolled to carry yet.
import { keepContactDraft } from "../contact/keep-contact-draft";
import { startFeature } from "../features/start-feature";
import { showKeptTabs } from "../kept-choices/show-kept-tabs";
import { startLanguageSwitch } from "../language-switch/language-switch";
import { tellVisitChange } from "../prerender/visit-changes";
import { onStoredChange } from "../storage/stored-value";

// What this copy of the store writes for the visit is told to the prerendered page, if any.
onStoredChange(tellVisitChange);
startFeature("kept tab", showKeptTabs);
startFeature("contact draft", keepContactDraft);
startFeature("language switch", startLanguageSwitch);
