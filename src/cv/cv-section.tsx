import { Text, View } from "@react-pdf/renderer";
import { Children, type ReactNode } from "react";
import { cvStyles } from "./cv-styles";

/**
 * A titled part of the CV. The title and the first entry are kept on one page, so a title
 * never ends a page alone; the other entries flow on.
 */
export function CvSection({ title, children }: { title: string; children: ReactNode }) {
  const [first, ...rest] = Children.toArray(children);
  return (
    <View style={cvStyles.section}>
      <View wrap={false}>
        <Text style={cvStyles.sectionTitle}>{title}</Text>
        {first}
      </View>
      {rest}
    </View>
  );
}
