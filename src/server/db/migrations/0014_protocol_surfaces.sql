ALTER TABLE "api_idempotency" DROP CONSTRAINT "api_idempotency_key_id_api_keys_id_fk";
--> statement-breakpoint
ALTER TABLE "api_idempotency" ALTER COLUMN "key_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "usage_logs" ADD COLUMN "surface" text DEFAULT 'app' NOT NULL;