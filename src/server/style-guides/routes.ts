import { canManage, type OrgRole } from "@shared/organizations";
import {
  baseVersionSchema,
  type EffectiveGuide,
  type OrganizationGuideAnswer,
  organizationGuideSchema,
  type PersonalGuideAnswer,
  personalGuideSchema,
} from "@shared/style-guide";
import { type Context, Hono } from "hono";
import type { z } from "zod";
import type { Db } from "../db/client";
import { apiError } from "../http/errors";
import { type AppEnv, requireUser, type SessionDeps } from "../http/session";
import { membershipOf } from "../organizations/store";
import { effectiveGuide } from "./effective";
import {
  GuideChanged,
  type GuideOwner,
  readOrganizationGuide,
  readPersonalGuide,
  type StoredGuide,
  saveGuide,
} from "./store";

/**
 * "Describe my voice" (server/voice/describe-voice.ts): a run of the run core, which itself reads
 * the style guides, so this folder is handed the handler instead of importing it.
 */
export type DescribeVoice = (c: Context<AppEnv>) => Promise<Response>;

type Membership = NonNullable<Awaited<ReturnType<typeof membershipOf>>>;
type GuideEnv = AppEnv & { Variables: AppEnv["Variables"] & { membership: Membership } };

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A refused guide: the first problem's message, and where it is (`path`, e.g. ["terms", 3, "avoid"]) for the form. */
function invalidGuide(c: Context, error: z.ZodError) {
  const first = error.issues[0];
  return c.json(
    {
      error: {
        code: "VALIDATION_ERROR",
        title: "Error",
        message: first?.message ?? "Invalid style guide.",
        path: first?.path ?? [],
      },
    },
    400,
  );
}

const changed = (c: Context) =>
  apiError(
    c,
    409,
    "STYLE_GUIDE_CHANGED",
    "Style guide changed",
    "Someone else saved this style guide while you were editing it. Reload to see their changes, then make yours again.",
  );

/** Parses a PUT body: the guide and the version it was edited from. */
async function guideBody<S extends z.ZodType>(c: Context, schema: S) {
  const body = await c.req.json().catch(() => null);
  const guide = schema.safeParse(body);
  if (!guide.success) return { refused: invalidGuide(c, guide.error) };
  const base = baseVersionSchema.safeParse(body);
  if (!base.success) return { refused: invalidGuide(c, base.error) };
  return { guide: guide.data as z.infer<S>, baseVersion: base.data.baseVersion };
}

async function save(
  c: Context,
  db: Db,
  owner: GuideOwner,
  guide: Parameters<typeof saveGuide>[2],
  baseVersion?: number,
) {
  try {
    await saveGuide(db, owner, guide, c.get("user").id, baseVersion);
    return null;
  } catch (error) {
    if (error instanceof GuideChanged) return changed(c);
    throw error;
  }
}

/**
 * /api/organization/style-guide: every member reads their organization's guide (what their runs
 * follow); owners and managers who are not suspended save it. There is no address for another
 * organization's guide: a user only ever reaches their own organization's (404 without one).
 */
export function organizationGuideRoutes(deps: SessionDeps, describeVoice: DescribeVoice) {
  const { db } = deps;
  const app = new Hono<GuideEnv>();
  app.use("*", requireUser(deps));
  const answer = (
    stored: StoredGuide<OrganizationGuideAnswer["guide"]>,
    canEdit: boolean,
  ): OrganizationGuideAnswer => ({
    guide: stored.guide,
    version: stored.version,
    updatedAt: iso(stored.updatedAt),
    updatedBy: stored.updatedBy,
    canEdit,
  });
  const editable = (m: { role: OrgRole; suspended: boolean }) => canManage(m.role) && !m.suspended;

  /** The caller's membership (404 without one); `write`: only owners and managers who are not suspended (403). */
  const member = (write: boolean) => async (c: Context<GuideEnv>, next: () => Promise<void>) => {
    const membership = await membershipOf(db, c.get("user").id);
    if (!membership) return apiError(c, 404, "NO_ORGANIZATION", "Error", "You don't belong to an organization.");
    if (write && !editable(membership)) {
      return apiError(
        c,
        403,
        "FORBIDDEN",
        "Access Denied",
        "Only your organization's owners and managers can do this.",
      );
    }
    c.set("membership", membership);
    return next();
  };

  app.get("/", member(false), async (c) => {
    const membership = c.get("membership");
    return c.json(answer(await readOrganizationGuide(db, membership.organizationId), editable(membership)));
  });

  app.put("/", member(true), async (c) => {
    const { organizationId } = c.get("membership");
    const body = await guideBody(c, organizationGuideSchema);
    if ("refused" in body) return body.refused;
    const refused = await save(c, db, { organizationId }, body.guide, body.baseVersion);
    if (refused) return refused;
    return c.json(answer(await readOrganizationGuide(db, organizationId), true));
  });

  /** The organization's voice from examples (server/voice/describe-voice.ts): for those who may save the guide; nothing is saved. */
  // The handler reads only the signed-in user, which both environments hold.
  app.post("/describe-voice", member(true), (c) => describeVoice(c as unknown as Context<AppEnv>));

  return app;
}

/** /api/me/style-guide: the user's own guide, and the guide their checks and runs follow now (`effective`). */
export function personalGuideRoutes(db: Db, describeVoice: DescribeVoice) {
  const app = new Hono<AppEnv>();
  const answer = async (userId: string): Promise<PersonalGuideAnswer> => {
    const [stored, effective] = await Promise.all([
      readPersonalGuide(db, userId),
      effectiveGuide(db, userId, "screen"),
    ]);
    return { guide: stored.guide, version: stored.version, updatedAt: iso(stored.updatedAt), effective };
  };

  app.get("/", async (c) => c.json(await answer(c.get("user").id)));

  /** Just what the offline checks need (the editor asks on load): the effective guide alone. */
  app.get("/effective", async (c) =>
    c.json((await effectiveGuide(db, c.get("user").id, "screen")) satisfies EffectiveGuide),
  );

  app.put("/", async (c) => {
    const body = await guideBody(c, personalGuideSchema);
    if ("refused" in body) return body.refused;
    const userId = c.get("user").id;
    const refused = await save(c, db, { userId }, body.guide, body.baseVersion);
    if (refused) return refused;
    return c.json(await answer(userId));
  });

  /** The user's voice from examples (server/voice/describe-voice.ts), for their guide's form to fill in; nothing is saved. */
  app.post("/describe-voice", (c) => describeVoice(c));

  return app;
}
