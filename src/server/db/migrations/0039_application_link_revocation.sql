CREATE TABLE "guardian_copy_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"guardian_email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_copy_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "application_links" ADD COLUMN "revoked_reason" text;--> statement-breakpoint
-- Hand-written (issue 24.1, docs/decisions/038 session 26): why each stored link stopped, and the links that the new
-- rules stop. Before this, only a link's holder revoked it.
UPDATE "application_links" SET "revoked_reason" = 'holder' WHERE "revoked_at" IS NOT NULL;--> statement-breakpoint
-- A link issued before the answers were last replaced (a player's repeat, a confirmed visitor's repeat: both set
-- submitted_at in the transaction that issues the new link) shows answers it was not issued for: replaced.
UPDATE "application_links" l SET "revoked_at" = now(), "revoked_reason" = 'replaced'
  FROM "interest_form_submissions" s
  WHERE s."id" = l."submission_id" AND l."revoked_at" IS NULL AND l."expires_at" > now() AND l."created_at" < s."submitted_at";--> statement-breakpoint
-- A visitor's application that has joined an account (a birth date is only ever a visitor's: an account's own
-- send or repeat stores none): its remaining links open for the account alone.
UPDATE "application_links" l SET "revoked_at" = now(), "revoked_reason" = 'claimed'
  FROM "interest_form_submissions" s
  WHERE s."id" = l."submission_id" AND l."revoked_at" IS NULL AND l."expires_at" > now()
    AND s."submitter_user_id" IS NOT NULL AND s."birth_date" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "guardian_copy_links" ADD CONSTRAINT "guardian_copy_links_submission_id_interest_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."interest_form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_copy_links_submission_idx" ON "guardian_copy_links" USING btree ("submission_id");--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_revoked_reason_check" CHECK ("application_links"."revoked_reason" IN ('holder', 'replaced', 'claimed') AND ("application_links"."revoked_at" IS NULL) = ("application_links"."revoked_reason" IS NULL));
