import {
  type EffectiveGuide,
  EMPTY_ORGANIZATION_GUIDE,
  EMPTY_PERSONAL_GUIDE,
  NO_GUIDE,
  organizationGuideSchema,
  personalGuideSchema,
} from "@shared/style-guide";
import { sql } from "drizzle-orm";
import { LRUCache } from "lru-cache";
import type { Db } from "../db/client";
import { namedStatement, value } from "../db/named-query";
import { organizationMembers, organizations, styleGuides } from "../db/schema";

/**
 * The only reader of a user's effective style guide: every caller names what it reads it for, and
 * this module alone decides from that how old an answer may be (docs/decisions/0037-run-guide-cache.md).
 *
 * - `screen`: what a user sees (`/api/me/style-guide`, `/effective`): always read now.
 * - `check`: the offline checks of a text the user sent: always read now, so a term just saved is
 *   flagged on the next check.
 * - `run`: a run (and a deep check) reading it before its prompt: may be up to RUN_GUIDE_TTL_MS
 *   old. A save on this instance reaches the next run at once (`guideSaved`); a save on another
 *   instance, or a membership change, within the TTL.
 */
export type GuidePurpose = "screen" | "check" | "run";

/** How long a run may follow the guide it read before (decision 0037). */
export const RUN_GUIDE_TTL_MS = 5000;

const MAY_BE_OLD_MS: Record<GuidePurpose, number> = { screen: 0, check: 0, run: RUN_GUIDE_TTL_MS };

/** Effective guides read for runs, per user, with the time they may be followed until. */
const runGuides = new LRUCache<string, { guide: Promise<EffectiveGuide>; until: number }>({ max: 10_000 });

/**
 * The guide a user's checks and runs follow: the organization's for a member of one that saved a
 * guide (with the member's own voice added where the organization allows it), else the user's own
 * guide, else none. Read fresh for `screen` and `check`; for `run`, a read of the last
 * RUN_GUIDE_TTL_MS is reused (a failed read is not kept). `now` is for tests.
 */
export function effectiveGuide(
  db: Db,
  userId: string,
  purpose: GuidePurpose,
  now = Date.now(),
): Promise<EffectiveGuide> {
  const maxAge = MAY_BE_OLD_MS[purpose];
  if (maxAge === 0) return readEffectiveGuide(db, userId);
  // A run's first statement is otherwise the reservation: reading the guide first put a second pool
  // round trip in every run's start, which under load slowed starts ~4x (decision 0037).
  const kept = runGuides.get(userId);
  if (kept && kept.until > now) return kept.guide;
  const guide = readEffectiveGuide(db, userId);
  runGuides.set(userId, { guide, until: now + maxAge });
  guide.catch(() => runGuides.delete(userId));
  return guide;
}

/** A guide was saved through this instance: its runs follow the new version from their next read. */
export function guideSaved(): void {
  runGuides.clear();
}

type Schema<G> = { safeParse: (v: unknown) => { success: boolean; data?: G } };

/**
 * Guides are kept as JSON and read through their schema: a guide saved by an older version of the
 * app gains any field added since with its default.
 */
export function parsedGuide<G>(schema: Schema<G>, stored: unknown, empty: G): G {
  const result = schema.safeParse(stored);
  return result.success ? (result.data as G) : empty;
}

/**
 * Guides as parsed, by id and version: a version never changes, so each is parsed once per
 * instance, and its term list stays the same array, whose compiled finder (@shared/style-guide) is
 * then reused by every check instead of being built again. Not a staleness cache: a new version is
 * a new key.
 */
const parsedVersions = new LRUCache<string, object>({ max: 1000 });

function parsedVersion<G>(schema: Schema<G>, id: string, version: number, stored: unknown, empty: G): G {
  const key = `${id}:${version}`;
  const kept = parsedVersions.get(key) as G | undefined;
  if (kept) return kept;
  const guide = parsedGuide(schema, stored, empty);
  parsedVersions.set(key, guide as object);
  return guide;
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

async function readEffectiveGuide(db: Db, userId: string): Promise<EffectiveGuide> {
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
