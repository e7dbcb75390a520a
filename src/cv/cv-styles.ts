import { StyleSheet } from "@react-pdf/renderer";

/** The CV's palette: the site's indigo for headings and links, slate greys for the rest. */
export const CV_COLORS = {
  text: "#0f172a",
  muted: "#475569",
  accent: "#4338ca",
  rule: "#c7d2fe",
};

export const cvStyles = StyleSheet.create({
  // The font family is the document's own (cv-fonts.ts).
  page: {
    fontSize: 9.5,
    lineHeight: 1.45,
    color: CV_COLORS.text,
    paddingTop: 40,
    paddingBottom: 44,
    paddingHorizontal: 46,
  },
  name: { fontSize: 24, fontWeight: 700, lineHeight: 1.15 },
  jobTitle: { fontSize: 12.5, fontWeight: 600, color: CV_COLORS.accent, marginTop: 4 },
  tagline: { color: CV_COLORS.muted, marginTop: 4 },
  contactLine: { flexDirection: "row", flexWrap: "wrap", marginTop: 8, color: CV_COLORS.muted },
  contactItem: { marginRight: 12 },
  link: { color: CV_COLORS.accent, textDecoration: "none" },
  section: { marginTop: 16 },
  sectionTitle: {
    fontSize: 10,
    fontWeight: 700,
    letterSpacing: 1,
    textTransform: "uppercase",
    color: CV_COLORS.accent,
    borderBottomWidth: 1,
    borderBottomColor: CV_COLORS.rule,
    paddingBottom: 3,
    marginBottom: 6,
  },
  entry: { marginBottom: 8 },
  entryHeading: { flexDirection: "row", justifyContent: "space-between" },
  entryTitle: { fontSize: 10.5, fontWeight: 600, flexShrink: 1, paddingRight: 12 },
  entryYear: { color: CV_COLORS.muted, fontWeight: 600 },
  entryPlace: { color: CV_COLORS.muted },
  paragraph: { marginTop: 2 },
  bullet: { flexDirection: "row", marginTop: 1.5, paddingLeft: 4 },
  bulletMark: { width: 10, color: CV_COLORS.accent },
  bulletText: { flex: 1 },
  strong: { fontWeight: 600 },
  skillRow: { flexDirection: "row", marginBottom: 2 },
  skillLabel: { width: 110, fontWeight: 600 },
  skillItems: { flex: 1 },
});
