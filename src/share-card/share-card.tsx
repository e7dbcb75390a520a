import type { ReactNode } from "react";
import type { OwnerContent } from "../cv/cv-content";

/** Size Open Graph and Twitter ask for a large card. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

/** The cards' palette: the site's dark theme, its indigo accent. */
export const SHARE_CARD_COLORS = {
  background: "#020617",
  text: "#f8fafc",
  accent: "#a5b4fc",
  muted: "#cbd5e1",
  /** The accent, faint: a rule that separates without competing with the texts. */
  rule: "rgba(165, 180, 252, 0.25)",
};

/** Space between the card's edges and its texts, in pixels: at the sides, above and below. */
const PADDING = { sides: 96, ends: 64 };

/**
 * What every share card has, as a satori element tree (flexbox and inline styles only): the
 * dark indigo gradient, the margins, and the accent bar the texts start under. The texts are
 * centred vertically, or start at the top for a card whose texts vary in length. The margins
 * are inside the card's size (`border-box`): satori, like CSS, adds them to it otherwise, and
 * a text would then wrap past the card's right edge.
 */
export function ShareCardFrame({ centered, children }: { centered: boolean; children: ReactNode }) {
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: centered ? "center" : "flex-start",
        padding: centered ? `0 ${PADDING.sides}px` : `${PADDING.ends}px ${PADDING.sides}px`,
        fontFamily: "Inter",
        color: SHARE_CARD_COLORS.text,
        backgroundColor: SHARE_CARD_COLORS.background,
        backgroundImage: "linear-gradient(135deg, #020617 0%, #1e1b4b 100%)",
      }}
    >
      <div
        style={{ width: 96, height: 8, borderRadius: 4, backgroundColor: SHARE_CARD_COLORS.accent }}
      />
      {children}
    </div>
  );
}

/**
 * The card shown when a home page is shared: the owner's name, job title and tagline in the
 * page's language, and its address.
 */
export function ShareCard({ content }: { content: OwnerContent }) {
  const { site } = content;
  return (
    <ShareCardFrame centered>
      <div style={{ marginTop: 40, fontSize: 84, fontWeight: 700, lineHeight: 1.05 }}>
        {site.name}
      </div>
      <div
        style={{ marginTop: 20, fontSize: 44, fontWeight: 600, color: SHARE_CARD_COLORS.accent }}
      >
        {site.jobTitle}
      </div>
      <div
        style={{ marginTop: 28, fontSize: 32, lineHeight: 1.35, color: SHARE_CARD_COLORS.muted }}
      >
        {site.tagline}
      </div>
      <div style={{ marginTop: 56, fontSize: 26, color: SHARE_CARD_COLORS.muted }}>
        {content.pageUrl.replace(/^https?:\/\//, "")}
      </div>
    </ShareCardFrame>
  );
}
