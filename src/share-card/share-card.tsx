import type { OwnerContent } from "../cv/cv-content";

/** Size Open Graph and Twitter ask for a large card. */
export const SHARE_CARD_SIZE = { width: 1200, height: 630 } as const;

const COLORS = { background: "#020617", text: "#f8fafc", accent: "#a5b4fc", muted: "#cbd5e1" };

/**
 * The card shown when a page is shared, as a satori element tree (flexbox and inline styles
 * only): the owner's name, job title and tagline in the page's language, and its address.
 */
export function ShareCard({ content }: { content: OwnerContent }) {
  const { site } = content;
  return (
    <div
      style={{
        width: "100%",
        height: "100%",
        display: "flex",
        flexDirection: "column",
        justifyContent: "center",
        padding: "0 96px",
        fontFamily: "Inter",
        color: COLORS.text,
        backgroundColor: COLORS.background,
        backgroundImage: "linear-gradient(135deg, #020617 0%, #1e1b4b 100%)",
      }}
    >
      <div style={{ width: 96, height: 8, borderRadius: 4, backgroundColor: COLORS.accent }} />
      <div style={{ marginTop: 40, fontSize: 84, fontWeight: 700, lineHeight: 1.05 }}>
        {site.name}
      </div>
      <div style={{ marginTop: 20, fontSize: 44, fontWeight: 600, color: COLORS.accent }}>
        {site.jobTitle}
      </div>
      <div style={{ marginTop: 28, fontSize: 32, lineHeight: 1.35, color: COLORS.muted }}>
        {site.tagline}
      </div>
      <div style={{ marginTop: 56, fontSize: 26, color: COLORS.muted }}>
        {content.pageUrl.replace(/^https?:\/\//, "")}
      </div>
    </div>
  );
}
