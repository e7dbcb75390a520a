import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "../i18n/use-translation";

interface ExternalLinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, says so to screen readers, and leaks nothing to the target. */
export function ExternalLink({ children, ...props }: ExternalLinkProps) {
  const { t } = useTranslation();
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {t("a11y.newTab")}</span>
    </a>
  );
}
