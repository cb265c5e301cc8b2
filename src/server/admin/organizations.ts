import { createOrganizationSchema, updateOrganizationSchema } from "@shared/organizations";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { type Context, Hono } from "hono";
import type { Db } from "../db/client";
import { organizationDomains, organizationMembers, organizations, users } from "../db/schema";
import type { AdminEnv } from "../http/admin";
import { apiError, validationError } from "../http/errors";
import { adminOrganizations, isUniqueViolation, OrgRefusal, type Tx, UUID } from "../organizations/store";
import { logAdminAction } from "./activity";

const NOT_FOUND = "Organization not found.";

/** Claims the domains for the organization (replacing its claims); 409 when another one claims one. */
async function claimDomains(tx: Tx, organizationId: string, domains: string[]) {
  const unique = [...new Set(domains)];
  if (unique.length > 0) {
    const [taken] = await tx
      .select({ domain: organizationDomains.domain })
      .from(organizationDomains)
      .where(and(inArray(organizationDomains.domain, unique), ne(organizationDomains.organizationId, organizationId)));
    if (taken) {
      throw new OrgRefusal(409, "DOMAIN_TAKEN", `Another organization already claims ${taken.domain}.`);
    }
  }
  await tx.delete(organizationDomains).where(eq(organizationDomains.organizationId, organizationId));
  if (unique.length > 0) {
    await tx.insert(organizationDomains).values(unique.map((domain) => ({ domain, organizationId })));
  }
}

/** Makes the account an owner: promoted if a member already, added if in no organization (409 otherwise). */
async function appointOwner(tx: Tx, organizationId: string, email: string) {
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  if (!user) throw new OrgRefusal(404, "OWNER_NOT_FOUND", `No account uses ${email}.`);
  const [member] = await tx
    .select({ organizationId: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, user.id));
  if (member && member.organizationId !== organizationId) {
    throw new OrgRefusal(409, "OWNER_HAS_ORGANIZATION", `${email} already belongs to another organization.`);
  }
  if (member) {
    await tx.update(organizationMembers).set({ role: "owner" }).where(eq(organizationMembers.userId, user.id));
  } else {
    await tx.insert(organizationMembers).values({ userId: user.id, organizationId, role: "owner" });
  }
}

/**
 * `/api/admin/organizations` (platform administrators, behind requireAdmin): organizations, their
 * monthly pool and claimed domains. Every change is in the activity log.
 */
export function adminOrganizationRoutes(db: Db) {
  const app = new Hono<AdminEnv>();

  const refuse = (c: Context, error: unknown) => {
    if (error instanceof OrgRefusal) return apiError(c, error.status, error.code, "Error", error.message);
    if (isUniqueViolation(error)) {
      // A concurrent change claimed the domain or gave the owner an organization first.
      return apiError(c, 409, "CONFLICT", "Error", "That changed meanwhile. Reload and try again.");
    }
    throw error;
  };

  app.get("/", async (c) => c.json(await adminOrganizations(db)));

  app.post("/", async (c) => {
    const parsed = createOrganizationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { name, poolWords, ownerEmail, domains } = parsed.data;
    try {
      const id = await db.transaction(async (tx) => {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(sql`lower(${users.email})`, ownerEmail));
        if (!owner) {
          throw new OrgRefusal(
            404,
            "OWNER_NOT_FOUND",
            `No account uses ${ownerEmail}. The owner must sign up first, then you can create the organization.`,
          );
        }
        const [existing] = await tx
          .select({ id: organizationMembers.organizationId })
          .from(organizationMembers)
          .where(eq(organizationMembers.userId, owner.id));
        if (existing) {
          throw new OrgRefusal(409, "OWNER_HAS_ORGANIZATION", `${ownerEmail} already belongs to an organization.`);
        }
        const [org] = await tx.insert(organizations).values({ name, poolWords }).returning({ id: organizations.id });
        await claimDomains(tx, org.id, domains);
        await tx.insert(organizationMembers).values({ userId: owner.id, organizationId: org.id, role: "owner" });
        await logAdminAction(tx, c.get("user").email, "CREATE_ORGANIZATION", {
          organizationId: org.id,
          name,
          poolWords,
          ownerEmail,
          domains,
        });
        return org.id;
      });
      const created = (await adminOrganizations(db)).find((o) => o.id === id);
      return c.json(created, 201);
    } catch (error) {
      return refuse(c, error);
    }
  });

  app.patch("/:id", async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id)) return apiError(c, 404, "NOT_FOUND", "Error", NOT_FOUND);
    const parsed = updateOrganizationSchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return validationError(c, parsed.error);
    const { domains, ownerEmail, ...fields } = parsed.data;
    try {
      await db.transaction(async (tx) => {
        const [org] = await tx
          .update(organizations)
          .set({ ...fields, updatedAt: sql`now()` })
          .where(eq(organizations.id, id))
          .returning({ id: organizations.id });
        if (!org) throw new OrgRefusal(404, "NOT_FOUND", NOT_FOUND);
        if (domains) await claimDomains(tx, id, domains);
        if (ownerEmail) await appointOwner(tx, id, ownerEmail);
        await logAdminAction(tx, c.get("user").email, "UPDATE_ORGANIZATION", { organizationId: id, ...parsed.data });
      });
      return c.json((await adminOrganizations(db)).find((o) => o.id === id));
    } catch (error) {
      return refuse(c, error);
    }
  });

  /** Members become personal accounts again (their memberships, domains and invitations go with it). */
  app.delete("/:id", async (c) => {
    const id = c.req.param("id");
    if (!UUID.test(id)) return apiError(c, 404, "NOT_FOUND", "Error", NOT_FOUND);
    const deleted = await db.transaction(async (tx) => {
      const [org] = await tx
        .delete(organizations)
        .where(eq(organizations.id, id))
        .returning({ id: organizations.id, name: organizations.name });
      if (org) {
        await logAdminAction(tx, c.get("user").email, "DELETE_ORGANIZATION", { organizationId: id, name: org.name });
      }
      return org;
    });
    if (!deleted) return apiError(c, 404, "NOT_FOUND", "Error", NOT_FOUND);
    return c.json({ ok: true });
  });

  return app;
}
