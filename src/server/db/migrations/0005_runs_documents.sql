CREATE TYPE "public"."run_status" AS ENUM('running', 'done', 'stopped', 'failed', 'interrupted');--> statement-breakpoint
CREATE TABLE "runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tool" text NOT NULL,
	"title" text NOT NULL,
	"input" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preset_id" text,
	"draft_index" integer,
	"status" "run_status" DEFAULT 'running' NOT NULL,
	"output" text DEFAULT '' NOT NULL,
	"result" jsonb,
	"words_delivered" integer DEFAULT 0 NOT NULL,
	"words_reserved" integer DEFAULT 0 NOT NULL,
	"words_charged" integer DEFAULT 0 NOT NULL,
	"usage_period" text NOT NULL,
	"instance_id" text,
	"lease_until" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', "title"), 'A') || setweight(jsonb_to_tsvector('english', "input", '["string"]'), 'B') || to_tsvector('english', "output")) STORED
);
--> statement-breakpoint
ALTER TABLE "runs" ADD CONSTRAINT "runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "runs_user_created_idx" ON "runs" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "runs_running_lease_idx" ON "runs" USING btree ("lease_until") WHERE "runs"."status" = 'running';--> statement-breakpoint
CREATE INDEX "runs_search_idx" ON "runs" USING gin ("search");