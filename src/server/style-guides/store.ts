import {
  type EffectiveGuide,
  EMPTY_ORGANIZATION_GUIDE,
  EMPTY_PERSONAL_GUIDE,
  NO_GUIDE,
  type OrganizationGuide,
  organizationGuideSchema,
  type PersonalGuide,
  personalGuideSchema,
} from "@shared/style-guide";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import { organizationMembers, organizations, styleGuides, users } from "../db/schema";
import { recordActivity } from "../organizations/activity";

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

/**
 * Guides as parsed, by id and version: a version never changes, so each is parsed once per
 * instance, and its term list stays the same array, whose compiled finder (@shared/style-guide)
 * is then reused by every check instead of being built again. At most GUIDES_KEPT, the oldest
 * used dropped first.
 */
const GUIDES_KEPT = 1000;
const parsedGuides = new Map<string, unknown>();

function parsedVersion<G>(
  schema: { safeParse: (v: unknown) => { success: boolean; data?: G } },
  id: string,
  version: number,
  value: unknown,
  empty: G,
): G {
  const key = `${id}:${version}`;
  const kept = parsedGuides.get(key) as G | undefined;
  if (kept) {
    parsedGuides.delete(key);
    parsedGuides.set(key, kept);
    return kept;
  }
  const guide = parsed(schema, value, empty);
  parsedGuides.set(key, guide);
  if (parsedGuides.size > GUIDES_KEPT) parsedGuides.delete(parsedGuides.keys().next().value as string);
  return guide;
}

/**
 * Guides are kept as JSON and read through their schema: a guide saved by an older version of the
 * app gains any field added since with its default.
 */
function parsed<G>(schema: { safeParse: (v: unknown) => { success: boolean; data?: G } }, value: unknown, empty: G): G {
  const result = schema.safeParse(value);
  return result.success ? (result.data as G) : empty;
}

/** An organization's guide, or its empty one (version 0) when none was saved. */
export async function readOrganizationGuide(
  db: Db | Tx,
  organizationId: string,
): Promise<StoredGuide<OrganizationGuide>> {
  return readGuide(
    db,
    { organizationId },
    (v) => parsed(organizationGuideSchema, v, EMPTY_ORGANIZATION_GUIDE),
    EMPTY_ORGANIZATION_GUIDE,
  );
}

/** A person's own guide, or the empty one (version 0). */
export async function readPersonalGuide(db: Db | Tx, userId: string): Promise<StoredGuide<PersonalGuide>> {
  return readGuide(db, { userId }, (v) => parsed(personalGuideSchema, v, EMPTY_PERSONAL_GUIDE), EMPTY_PERSONAL_GUIDE);
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
  runGuides.clear();
  return saved;
}

type GuideRow = {
  organizationName: string | null;
  orgId: string | null;
  orgGuide: unknown;
  orgVersion: number | null;
  ownId: string | null;
  ownGuide: unknown;
  ownVersion: number | null;
};

/**
 * Read before every run and check: a named prepared statement (parsed and planned once per
 * connection, docs/decisions/0012-named-prepared-statements.md), always one row.
 */
const guidesOf = namedStatement<GuideRow>(
  () => sql`
    select o.name as "organizationName",
      og.id as "orgId", og.guide as "orgGuide", og.version as "orgVersion",
      pg.id as "ownId", pg.guide as "ownGuide", pg.version as "ownVersion"
    from (select ${value("userId")}::text as id) u
    left join ${organizationMembers} m on m.user_id = u.id
    left join ${organizations} o on o.id = m.organization_id
    left join ${styleGuides} og on og.organization_id = m.organization_id
    left join ${styleGuides} pg on pg.user_id = u.id`,
);

/**
 * The guide a user's checks and runs follow, in one query: the organization's for a member of one
 * that saved a guide (with the member's own voice added where the organization allows it), else
 * the user's own guide, else none.
 */
export async function effectiveGuide(db: Db | Tx, userId: string): Promise<EffectiveGuide> {
  const [row] = await guidesOf(db, { userId });
  if (!row) return NO_GUIDE;
  const own = row.ownId
    ? {
        id: row.ownId,
        version: Number(row.ownVersion),
        guide: parsedVersion(
          personalGuideSchema,
          row.ownId,
          Number(row.ownVersion),
          row.ownGuide,
          EMPTY_PERSONAL_GUIDE,
        ),
      }
    : null;
  if (row.orgId) {
    const org = { id: row.orgId, version: Number(row.orgVersion) };
    const guide = parsedVersion(organizationGuideSchema, org.id, org.version, row.orgGuide, EMPTY_ORGANIZATION_GUIDE);
    const addVoice = guide.allowPersonalVoice && own && own.guide.voice.length > 0;
    return {
      terms: guide.terms,
      spelling: guide.spelling,
      formality: guide.formality,
      tone: guide.tone,
      voice: addVoice ? [guide.voice, own.guide.voice].filter(Boolean).join("\n\n") : guide.voice,
      source: {
        scope: "organization",
        id: org.id,
        version: org.version,
        ...(addVoice ? { personalVoice: { id: own.id, version: own.version } } : {}),
      },
      organizationName: row.organizationName ?? undefined,
    };
  }
  if (own) {
    const { terms, spelling, formality, tone, voice } = own.guide;
    return { terms, spelling, formality, tone, voice, source: { scope: "personal", id: own.id, version: own.version } };
  }
  return NO_GUIDE;
}

/** How long a run may follow the guide it read before: see `guideForRun`. */
export const RUN_GUIDE_TTL_MS = 5000;
const RUN_GUIDES_KEPT = 10_000;
const runGuides = new Map<string, { guide: Promise<EffectiveGuide>; until: number }>();

/**
 * The effective guide for a run, kept per user for RUN_GUIDE_TTL_MS (docs/decisions/0037-run-guide-cache.md).
 * A run's first statement is otherwise the reservation: reading the guide from the pool first put a
 * second pool round trip in every run's start, which under load (500 streams of one user, their
 * checkpoints holding the pool) slowed starts ~4x and left runs unsettled at shutdown. A save on
 * this instance clears the cache; on another instance, or after a membership change, runs follow
 * the change within the TTL. Screens and checks read `effectiveGuide` itself, never this.
 */
export function guideForRun(db: Db | Tx, userId: string, now = Date.now()): Promise<EffectiveGuide> {
  const kept = runGuides.get(userId);
  if (kept && kept.until > now) return kept.guide;
  const guide = effectiveGuide(db, userId);
  runGuides.delete(userId);
  runGuides.set(userId, { guide, until: now + RUN_GUIDE_TTL_MS });
  // A failed read is not kept.
  guide.catch(() => runGuides.delete(userId));
  if (runGuides.size > RUN_GUIDES_KEPT) runGuides.delete(runGuides.keys().next().value as string);
  return guide;
}
