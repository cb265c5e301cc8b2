import { pageTitleOf } from "@shared/pages";
import { findToolSummary } from "~/lib/tool-index";

/** The header's page title: empty on home, the tool's title on tool pages. */
export function pageTitle(pathname: string): string {
  return pageTitleOf(pathname, (slug) => findToolSummary(slug)?.title);
}
