import { Link, Text, View } from "@react-pdf/renderer";
import { socialProfiles } from "../social/social-profiles";
import type { OwnerContent } from "./cv-content";
import { cvStyles } from "./cv-styles";
import { displayAddress } from "./display-address";

/** The owner: name, job title, tagline, then every way to reach them as a clickable link. */
export function CvHeader({ content }: { content: OwnerContent }) {
  const { site } = content;
  const links = [
    `mailto:${site.email}`,
    content.pageUrl,
    ...socialProfiles(site.social).map((profile) => profile.href),
  ];
  return (
    <View>
      <Text style={cvStyles.name}>{site.name}</Text>
      <Text style={cvStyles.jobTitle}>{site.jobTitle}</Text>
      <Text style={cvStyles.tagline}>{site.tagline}</Text>
      <View style={cvStyles.contactLine}>
        <Text style={cvStyles.contactItem}>{site.location}</Text>
        {links.map((href) => (
          <Link key={href} src={href} style={[cvStyles.contactItem, cvStyles.link]}>
            {displayAddress(href.replace(/^mailto:/, ""))}
          </Link>
        ))}
      </View>
    </View>
  );
}
