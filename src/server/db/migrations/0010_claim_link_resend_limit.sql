-- Claim-link resends are limited as guardian invitation resends are (issue 11.8,
-- docs/decisions/025): the last send and the sends of the current 24-hour run.
ALTER TABLE "user_profiles" ADD COLUMN "claim_link_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD COLUMN "claim_link_send_count" integer DEFAULT 0 NOT NULL;