import type { EffectiveGuide, GuideTerm } from "@shared/style-guide";
import { apiFetch } from "~/lib/api";

/** The terms of the style guide the signed-in user's checks follow (their organization's, else their own). */
export function loadGuideTerms(): Promise<GuideTerm[]> {
  return apiFetch<EffectiveGuide>("/api/me/style-guide/effective").then((r) => r.terms);
}
