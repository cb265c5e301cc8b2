import {
  EMPTY_ORGANIZATION_GUIDE,
  EMPTY_PERSONAL_GUIDE,
  type OrganizationGuide,
  organizationGuideSchema,
  type PersonalGuide,
  personalGuideSchema,
} from "@shared/style-guide";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { styleGuides, users } from "../db/schema";
import { recordActivity } from "../organizations/activity";
import { guideSaved, parsedGuide } from "./effective";

// One person's or organization's own guide, as its editor reads and saves it. The guide a user's
// runs, checks and screens follow (the organization's and their own combined) is read only by
// ./effective.ts, which also decides how old that answer may be.

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Whose guide: an organization's or a person's. */
export type GuideOwner = { organizationId: string } | { userId: string };

export type StoredGuide<G> = {
  id: string | null;
  guide: G;
  version: number;
  updatedAt: Date | null;
  updatedBy: string | null;
};

const ownerIs = (owner: GuideOwner) =>
  "organizationId" in owner
    ? eq(styleGuides.organizationId, owner.organizationId)
    : eq(styleGuides.userId, owner.userId);

/** An organization's guide, or its empty one (version 0) when none was saved. */
export async function readOrganizationGuide(
  db: Db | Tx,
  organizationId: string,
): Promise<StoredGuide<OrganizationGuide>> {
  return readGuide(
    db,
    { organizationId },
    (v) => parsedGuide(organizationGuideSchema, v, EMPTY_ORGANIZATION_GUIDE),
    EMPTY_ORGANIZATION_GUIDE,
  );
}

/** A person's own guide, or the empty one (version 0). */
export async function readPersonalGuide(db: Db | Tx, userId: string): Promise<StoredGuide<PersonalGuide>> {
  return readGuide(
    db,
    { userId },
    (v) => parsedGuide(personalGuideSchema, v, EMPTY_PERSONAL_GUIDE),
    EMPTY_PERSONAL_GUIDE,
  );
}

async function readGuide<G>(
  db: Db | Tx,
  owner: GuideOwner,
  parse: (v: unknown) => G,
  empty: G,
): Promise<StoredGuide<G>> {
  const [row] = await db
    .select({
      id: styleGuides.id,
      guide: styleGuides.guide,
      version: styleGuides.version,
      updatedAt: styleGuides.updatedAt,
      updatedBy: users.name,
    })
    .from(styleGuides)
    .leftJoin(users, eq(users.id, styleGuides.updatedBy))
    .where(ownerIs(owner));
  if (!row) return { id: null, guide: empty, version: 0, updatedAt: null, updatedBy: null };
  return { ...row, guide: parse(row.guide) };
}

/** Someone saved the guide since the version the editor started from. */
export class GuideChanged extends Error {}

/**
 * Saves a guide as its next version. With `baseVersion`, refuses (GuideChanged) when the stored
 * version is another: two people editing at once never silently overwrite each other. The row is
 * locked for the check, so two saves from the same base cannot both pass. An organization's save is
 * recorded in its activity in the same transaction.
 */
export async function saveGuide(
  db: Db,
  owner: GuideOwner,
  guide: PersonalGuide | OrganizationGuide,
  actorId: string,
  baseVersion: number | undefined,
): Promise<number> {
  const saved = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: styleGuides.id, version: styleGuides.version })
      .from(styleGuides)
      .where(ownerIs(owner))
      .for("update");
    if (baseVersion !== undefined && baseVersion !== (current?.version ?? 0)) throw new GuideChanged();
    let version: number;
    if (current) {
      version = current.version + 1;
      await tx
        .update(styleGuides)
        .set({ guide, version, updatedAt: sql`now()`, updatedBy: actorId })
        .where(eq(styleGuides.id, current.id));
    } else {
      version = 1;
      // Two first saves at once: one inserts, the other finds its row and conflicts like any stale save.
      const inserted = await tx
        .insert(styleGuides)
        .values({ ...owner, guide, version, updatedBy: actorId })
        .onConflictDoNothing()
        .returning({ id: styleGuides.id });
      if (!inserted.length) throw new GuideChanged();
    }
    if ("organizationId" in owner) {
      await recordActivity(tx, owner.organizationId, actorId, "style_guide.updated", {
        version,
        terms: guide.terms.length,
      });
    }
    return version;
  });
  // This instance's runs follow the new version at once (other instances within RUN_GUIDE_TTL_MS).
  guideSaved();
  return saved;
}
