import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { cvStyles } from "./cv-styles";

interface CvEntryProps {
  title: string;
  year: string;
  place?: string | null;
  children?: ReactNode;
}

/** One experience or education step: title and period on one line, then where, then details. */
export function CvEntry({ title, year, place, children }: CvEntryProps) {
  return (
    <View style={cvStyles.entry} wrap={false}>
      <View style={cvStyles.entryHeading}>
        <Text style={cvStyles.entryTitle}>{title}</Text>
        <Text style={cvStyles.entryYear}>{year}</Text>
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
