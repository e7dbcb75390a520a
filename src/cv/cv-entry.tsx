import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { cvStyles } from "./cv-styles";

interface CvEntryProps {
  title: string;
  year?: string | null;
  place?: string | null;
  children?: ReactNode;
}

/**
 * One experience, education step or project: title and period on one line, then where (or the
 * role), then details.
 */
export function CvEntry({ title, year, place, children }: CvEntryProps) {
  return (
    <View style={cvStyles.entry} wrap={false}>
      <View style={cvStyles.entryHeading}>
        <Text style={cvStyles.entryTitle}>{title}</Text>
        {year ? <Text style={cvStyles.entryYear}>{year}</Text> : null}
      </View>
      {place ? <Text style={cvStyles.entryPlace}>{place}</Text> : null}
      {children}
    </View>
  );
}

export function CvBullets({ items }: { items: readonly string[] }) {
  return (
    <View>
      {items.map((item) => (
        <View key={item} style={cvStyles.bullet}>
          <Text style={cvStyles.bulletMark}>•</Text>
          <Text style={cvStyles.bulletText}>{item}</Text>
        </View>
      ))}
    </View>
  );
}
