import { sql } from "drizzle-orm";
import type { Config } from "../config";
import type { Db } from "../db/client";
import type { Logger } from "../log";
import type { SsoSignIn } from "./sso";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The organization an SSO sign-in's claim (OIDC_ORG_CLAIM) names, by its id or its name (case
 * insensitive), and the role the provider's groups give there: manager for members of
 * OIDC_MANAGER_GROUPS, else member. The identity provider is where an institution keeps who
 * belongs where, so each sign-in brings the membership in line: a person with no organization
 * joins it, one in another organization moves (with fresh counters and no cap: the old one's
 * words stay in its logs), and the role follows the groups when manager groups are configured. An
 * owner is never demoted by a sign-in. A claim naming no organization changes nothing (logged).
 */
export async function joinSsoOrganization(
  db: Db,
  oidc: NonNullable<Config["oidc"]>,
  userId: string,
  sso: SsoSignIn,
  log: Logger,
) {
  if (!oidc.orgClaim || sso.organizations.length === 0) return;
  const claimed = sso.organizations[0];
  const found = await db.execute(
    sql`SELECT id FROM organizations WHERE ${UUID.test(claimed) ? sql`id = ${claimed}::uuid OR` : sql``}
      lower(name) = lower(${claimed}) ORDER BY created_at LIMIT 1`,
  );
  const [org] = (found as unknown as { rows: { id: string }[] }).rows;
  if (!org) {
    log.warn(`SSO sign-in names organization "${claimed}", which does not exist here; membership unchanged`);
    return;
  }
  const mapped = oidc.managerGroups.length > 0;
  const role = sso.groups.some((group) => oidc.managerGroups.includes(group)) ? "manager" : "member";
  await db.execute(sql`
    INSERT INTO organization_members (user_id, organization_id, role)
    VALUES (${userId}, ${org.id}::uuid, ${role}::org_role)
    ON CONFLICT (user_id) DO UPDATE SET
      role = CASE
        WHEN organization_members.organization_id <> excluded.organization_id THEN excluded.role
        WHEN organization_members.role = 'owner' OR NOT ${mapped} THEN organization_members.role
        ELSE excluded.role END,
      cap_words = CASE WHEN organization_members.organization_id <> excluded.organization_id
        THEN NULL ELSE organization_members.cap_words END,
      suspended_at = CASE WHEN organization_members.organization_id <> excluded.organization_id
        THEN NULL ELSE organization_members.suspended_at END,
      words_used = CASE WHEN organization_members.organization_id <> excluded.organization_id
        THEN 0 ELSE organization_members.words_used END,
      words_reserved = CASE WHEN organization_members.organization_id <> excluded.organization_id
        THEN 0 ELSE organization_members.words_reserved END,
      joined_at = CASE WHEN organization_members.organization_id <> excluded.organization_id
        THEN now() ELSE organization_members.joined_at END,
      organization_id = excluded.organization_id`);
}
