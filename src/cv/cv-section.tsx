import { Text, View } from "@react-pdf/renderer";
import type { ReactNode } from "react";
import { cvStyles } from "./cv-styles";

/** A titled part of the CV; the title never ends a page alone (minPresenceAhead). */
export function CvSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <View style={cvStyles.section}>
      <Text style={cvStyles.sectionTitle} minPresenceAhead={40}>
        {title}
      </Text>
      {children}
    </View>
  );
}
