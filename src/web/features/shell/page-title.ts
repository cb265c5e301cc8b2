import { pageTitleOf } from "@shared/pages";
import { findToolSummary } from "~/lib/tool-index";

/**
 * The header's page title: empty on home, the tool's name on tool pages. The spec derives it from
 * the address ("long-form-writer" → "Long Form Writer"), which disagreed with the page's own
 * heading for six tools ("Long-Form Writer", "SEO Localizer", "YouTube Tools").
 */
export function pageTitle(pathname: string): string {
  return pageTitleOf(pathname, (slug) => findToolSummary(slug)?.name);
}
