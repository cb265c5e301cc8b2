import { DEFAULT_WORDS_LIMIT } from "@shared/plans";
import type { GuideSource } from "@shared/style-guide";
import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./auth-schema";

export * from "./auth-schema";
export * from "./oauth-schema";

export const roleEnum = pgEnum("role", ["user", "admin", "super_admin"]);
export const statusEnum = pgEnum("user_status", ["active", "suspended", "banned"]);
export const planEnum = pgEnum("plan_type", ["free", "pro"]);
export const subscriptionStatusEnum = pgEnum("subscription_status", ["active", "cancelled", "paused"]);

const createdAt = timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One per user, created with the user, so every account has one. Role, status and the word allowance live here. */
export const profiles = pgTable(
  "profiles",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    fullName: text("full_name"),
    avatarUrl: text("avatar_url"),
    role: roleEnum("role").notNull().default("user"),
    status: statusEnum("status").notNull().default("active"),
    planType: planEnum("plan_type").notNull().default("free"),
    wordsLimit: integer("words_limit").notNull().default(DEFAULT_WORDS_LIMIT),
    wordsUsed: integer("words_used").notNull().default(0),
    // Words held by runs in flight; settled into words_used (and usage_logs) when a run ends.
    wordsReserved: integer("words_reserved").notNull().default(0),
    // The UTC month ("2026-11") words_used counts; a different month means the counter reads as 0.
    usagePeriod: text("usage_period").notNull().default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
    // Set when an admin resets usage: words_used counts usage_logs from here (within the month).
    usageSince: timestamp("usage_since", { withTimezone: true }),
    monthlyLimit: integer("monthly_limit"),
    tempBoost: integer("temp_boost").notNull().default(0),
    unlimitedAccess: boolean("unlimited_access").notNull().default(false),
    theme: text("theme"),
    lastLogin: timestamp("last_login", { withTimezone: true }),
    // Bumped whenever one of the user's sessions ends: a session cached in a cookie carries the
    // epoch it was cached at, and is looked up again once the epoch moved (src/server/auth/user-state.ts).
    sessionEpoch: integer("session_epoch").notNull().default(0),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("profiles_created_at_idx").on(t.createdAt.desc()),
    index("profiles_last_login_idx").on(t.lastLogin),
    index("profiles_role_idx").on(t.role),
    index("profiles_status_idx").on(t.status),
  ],
);

export const usageLogs = pgTable(
  "usage_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    toolName: text("tool_name").notNull(),
    wordsGenerated: integer("words_generated").notNull(),
    // The organization charged (its pool), or null for a personal run: per-organization reports.
    organizationId: uuid("organization_id"),
    // Where the run was asked for (runs.surface): app, editor, api, mcp or openai.
    surface: text("surface").notNull().default("app"),
    createdAt,
  },
  (t) => [
    index("usage_logs_user_created_idx").on(t.userId, t.createdAt),
    index("usage_logs_org_created_idx").on(t.organizationId, t.createdAt),
    index("usage_logs_created_at_idx").on(t.createdAt),
    index("usage_logs_tool_name_idx").on(t.toolName),
  ],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planType: text("plan_type").notNull(),
    status: subscriptionStatusEnum("status").notNull().default("active"),
    amount: numeric("amount", { precision: 12, scale: 2 }).notNull(),
    currency: text("currency").notNull().default("USD"),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the row mirrors a Stripe subscription (the webhook keeps it in step); null when granted. */
    stripeSubscriptionId: text("stripe_subscription_id"),
    /** End of the paid period, as Stripe last said. */
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }),
    /** Cancelled by the user: the plan runs to the period's end, then Stripe ends it. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
  },
  (t) => [
    uniqueIndex("subscriptions_stripe_id_idx").on(t.stripeSubscriptionId),
    index("subscriptions_created_at_idx").on(t.createdAt),
    index("subscriptions_status_updated_idx").on(t.status, t.updatedAt),
    index("subscriptions_user_id_idx").on(t.userId),
  ],
);

/**
 * A user's request for a paid plan where no payment provider is configured (a school's own
 * install): the administrators are told and grant or dismiss it in the Billing tab. At most one
 * pending request per user (the partial unique index), so asking twice is harmless.
 */
export const upgradeRequestStatusEnum = pgEnum("upgrade_request_status", ["pending", "granted", "dismissed"]);
export const upgradeRequests = pgTable(
  "upgrade_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planType: planEnum("plan_type").notNull(),
    status: upgradeRequestStatusEnum("status").notNull().default("pending"),
    createdAt,
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: text("resolved_by"),
  },
  (t) => [
    uniqueIndex("upgrade_requests_one_pending_idx").on(t.userId).where(sql`status = 'pending'`),
    index("upgrade_requests_status_created_idx").on(t.status, t.createdAt),
  ],
);

/** The Stripe customer that stands for a user, created at their first checkout and reused after. */
export const billingCustomers = pgTable("billing_customers", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  stripeCustomerId: text("stripe_customer_id").notNull().unique(),
  createdAt,
});

/**
 * Every Stripe webhook event applied, by id, recorded in the transaction that applies it: a replay
 * (Stripe delivers at least once) finds its id here and changes nothing.
 */
export const stripeEvents = pgTable("stripe_events", {
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Kill switches and other runtime settings: global_api_disabled, tool_{name}_enabled. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text("updated_by"),
});

export const adminActivityLogs = pgTable(
  "admin_activity_logs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt,
  },
  (t) => [index("admin_activity_logs_created_at_idx").on(t.createdAt.desc())],
);

/** Emails kept when no SMTP server is configured, so a laptop user can still confirm an account. */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    toAddress: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    createdAt,
  },
  (t) => [index("email_outbox_to_created_idx").on(t.toAddress, t.createdAt)],
);

/** Messages from the contact form; kept even when emailing them to support fails. */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    delivery: text("delivery").notNull().default("pending"), // pending | sent | failed | outbox
    createdAt,
  },
  (t) => [index("contact_messages_created_at_idx").on(t.createdAt.desc())],
);

export const newsletterStatusEnum = pgEnum("newsletter_status", ["pending", "confirmed", "unsubscribed"]);

/** Newsletter sign-ups with double opt-in; tokens are stored hashed. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  status: newsletterStatusEnum("status").notNull().default("pending"),
  confirmTokenHash: text("confirm_token_hash").unique(),
  unsubscribeTokenHash: text("unsubscribe_token_hash").notNull().unique(),
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt,
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const runStatusEnum = pgEnum("run_status", ["running", "done", "stopped", "failed", "interrupted", "truncated"]);

/** PostgreSQL full-text search vector (drizzle has no built-in column type for it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * A run is a row from its first moment, and the row IS the writer's document (docs/features.md "Documents"):
 * what was asked (tool, input, options), what was written so far (checkpointed at
 * every reservation step), what it holds of the allowance and until when its instance vouches for
 * it (the lease). Settlement, or the reaper when the instance died, ends it in one transaction with
 * the charge and its usage_logs row.
 */
export const runs = pgTable(
  "runs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tool: text("tool").notNull(),
    title: text("title").notNull(),
    input: jsonb("input").$type<Record<string, string>>().notNull(),
    options: jsonb("options").$type<Record<string, string | number | boolean>>().notNull().default({}),
    presetId: text("preset_id"),
    draftIndex: integer("draft_index"),
    status: runStatusEnum("status").notNull().default("running"),
    output: text("output").notNull().default(""),
    // A structured result beside the text (the grammar checker's issues), when the tool has one.
    result: jsonb("result"),
    wordsDelivered: integer("words_delivered").notNull().default(0),
    // Words this run holds in profiles.words_reserved while running; 0 once settled.
    wordsReserved: integer("words_reserved").notNull().default(0),
    wordsCharged: integer("words_charged").notNull().default(0),
    // The organization whose pool the run holds and is charged to (its member's cap too); null for
    // a personal run. Fixed when the run starts, so leaving the organization mid-run settles right.
    organizationId: uuid("organization_id"),
    // The UTC month the reservation was made in ("2026-11"), as profiles.usage_period.
    usagePeriod: text("usage_period").notNull(),
    instanceId: text("instance_id"),
    leaseUntil: timestamp("lease_until", { withTimezone: true }),
    // Bumped by every edit, so two tabs never silently overwrite each other (PATCH answers 409).
    version: integer("version").notNull().default(1),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    // Deleted by its owner: hidden at once, restorable for a few minutes (undo), then purged.
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    // The document's words for search, kept by the trigger runs_search_refresh (migration 0009):
    // null while the run is running, computed when it ends and again when an ended run's title,
    // input or output changes. A generated column recomputed it on every write, so each
    // checkpoint and lease renewal of a streaming run re-read its whole text.
    search: tsvector("search"),
    // The editor's rich text (its ProseMirror JSON) beside `output`, which stays the plain text used
    // for search, word counts and exports. Null until the document is first saved from the editor.
    body: jsonb("body"),
    // For a run started on a selection in the editor: the document it was run for. Such a run is
    // kept as a run of that document, not listed as a document of its own.
    parentId: uuid("parent_id").references((): AnyPgColumn => runs.id, { onDelete: "cascade" }),
    // Where the run was asked for: app (the tool pages), editor, api, mcp or openai (RUN_SURFACES, @shared/admin).
    surface: text("surface").notNull().default("app"),
    // The style guide, and its version, that shaped the run (null: none applied, or opted out).
    styleGuide: jsonb("style_guide").$type<GuideSource>(),
  },
  (t) => [
    index("runs_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("runs_parent_idx").on(t.parentId, t.createdAt.desc()).where(sql`${t.parentId} is not null`),
    index("runs_running_lease_idx").on(t.leaseUntil).where(sql`${t.status} = 'running'`),
    index("runs_search_idx").using("gin", t.search),
  ],
);

/**
 * A saved state of a document (docs/features.md "Documents": revisions): written when an AI action on a
 * selection is accepted, when a revision is restored, and for autosaves at most one a minute (the
 * newest autosave revision is updated in place while it is younger than that). `original` is the
 * document as it was before its first revision, so the first change can always be undone.
 */
export const documentRevisions = pgTable(
  "document_revisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    runId: uuid("run_id")
      .notNull()
      .references(() => runs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // original | autosave | ai | restore
    reason: text("reason").notNull(),
    title: text("title").notNull(),
    output: text("output").notNull(),
    body: jsonb("body"),
    words: integer("words").notNull().default(0),
    // The editor run an `ai` revision accepted, or the revision a `restore` brought back.
    sourceId: uuid("source_id"),
    createdAt,
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("document_revisions_run_created_idx").on(t.runId, t.createdAt.desc())],
);

/** A user's personal dictionary: words the offline checks (browser and server) never flag as misspelled. */
export const dictionaryWords = pgTable(
  "dictionary_words",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    word: text("word").notNull(),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.userId, t.word] })],
);

/**
 * A user's key for the public API (/api/v1, docs/protocols.md "Public API"). Only the SHA-256 of the key is
 * kept (keys are 256-bit random, so a fast hash is enough) and its first characters to tell keys
 * apart; the key itself is shown once, when it is created. Looked up on every request (no cache),
 * so a revocation holds at once on every instance.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    prefix: text("prefix").notNull(),
    keyHash: text("key_hash").notNull().unique(),
    createdAt,
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    // Written at most once a minute per key, so a busy key costs no write per request.
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [index("api_keys_user_created_idx").on(t.userId, t.createdAt.desc())],
);

/**
 * Idempotency-Key of a run request through the API: inserted before the run starts, so of two
 * concurrent requests with one key only one runs; the other waits for its stored answer. The
 * request's hash tells a retry from a different request reusing the key (422). Entries older
 * than 24 h are ignored and purged.
 */
export const apiIdempotency = pgTable(
  "api_idempotency",
  {
    // Whose keys these are (protocols/idempotency-store.ts): an API key's id, or an OAuth grant's user and client.
    keyId: text("key_id").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    requestHash: text("request_hash").notNull(),
    // Null while the first request is running; then its answer (protocols/idempotency-store.ts).
    responseStatus: integer("response_status"),
    response: jsonb("response"),
    createdAt,
  },
  (t) => [primaryKey({ columns: [t.keyId, t.idempotencyKey] }), index("api_idempotency_created_idx").on(t.createdAt)],
);

export const orgRoleEnum = pgEnum("org_role", ["owner", "manager", "member"]);

/**
 * A school, agency or company (docs/features.md "Organizations"). Its monthly word pool is shared by its
 * members and kept like a profile's allowance: words_used and words_reserved of usage_period (a UTC
 * month), changed only by SQL arithmetic in the statements that hold, settle and reap a run
 * (metering/hold.ts, start.ts, settlement.ts), in the same statement as the member's own words. Only platform
 * administrators create one and set its pool and claimed domains (a pool is money; a domain claim lets
 * its addresses in).
 */
export const organizations = pgTable("organizations", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  poolWords: integer("pool_words").notNull(),
  wordsUsed: integer("words_used").notNull().default(0),
  wordsReserved: integer("words_reserved").notNull().default(0),
  usagePeriod: text("usage_period").notNull().default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
  /** Tool slugs the organization turned off for its members (enforced where a run starts). */
  disabledTools: text("disabled_tools").array().notNull().default(sql`'{}'::text[]`),
  createdAt,
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A user's membership: at most one organization per user (the primary key). The member's own
 * counters hold what they used of the pool this month, against their cap when a manager set one.
 */
export const organizationMembers = pgTable(
  "organization_members",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    role: orgRoleEnum("role").notNull().default("member"),
    /** Monthly words this member may use of the pool; null: no cap of their own. */
    capWords: integer("cap_words"),
    wordsUsed: integer("words_used").notNull().default(0),
    wordsReserved: integer("words_reserved").notNull().default(0),
    usagePeriod: text("usage_period").notNull().default(sql`to_char(now() at time zone 'utc', 'YYYY-MM')`),
    /** Set while a manager suspended the member's access to the organization (runs refused). */
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("organization_members_org_idx").on(t.organizationId)],
);

/** Email domains an organization claims: verified addresses there join it at sign-up or sign-in. */
export const organizationDomains = pgTable("organization_domains", {
  domain: text("domain").primaryKey(),
  organizationId: uuid("organization_id")
    .notNull()
    .references(() => organizations.id, { onDelete: "cascade" }),
});

/** An emailed invitation: single use, expiring; only the token's hash is kept. */
export const organizationInvitations = pgTable(
  "organization_invitations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: orgRoleEnum("role").notNull().default("member"),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => users.id, { onDelete: "set null" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt,
  },
  (t) => [index("organization_invitations_org_idx").on(t.organizationId)],
);

/**
 * A style guide (docs/features.md "Style guides"): an organization's (one per organization) or a person's
 * (one per user). `guide` holds the validated guide (@shared/style-guide); `version` counts saves,
 * so a document can record which version shaped it and two editors never overwrite each other.
 */
export const styleGuides = pgTable(
  "style_guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .unique()
      .references(() => organizations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    guide: jsonb("guide").notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text("updated_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [check("style_guides_one_owner", sql`(${t.organizationId} is null) <> (${t.userId} is null)`)],
);

/** What changed in an organization, by whom: shown to its owners and managers on /organization. */
export const organizationActivity = pgTable(
  "organization_activity",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organizationId: uuid("organization_id")
      .notNull()
      .references(() => organizations.id, { onDelete: "cascade" }),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    // style_guide.updated, …
    action: text("action").notNull(),
    details: jsonb("details").notNull().default({}),
    createdAt,
  },
  (t) => [index("organization_activity_org_created_idx").on(t.organizationId, t.createdAt.desc())],
);
