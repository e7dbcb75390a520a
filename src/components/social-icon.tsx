import type { SocialNetwork } from "../social/social-profiles";
import { Icon } from "./icon";

/** A profile's monochrome logo (static/icons.svg, `social-<network>`), in the text colour. */
export function SocialIcon({
  network,
  className = "h-5 w-5",
}: {
  network: SocialNetwork;
  className?: string;
}) {
  return <Icon id={`social-${network}`} className={className} />;
}
