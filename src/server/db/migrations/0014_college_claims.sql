CREATE TABLE "college_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" uuid NOT NULL,
	"requester_user_id" text NOT NULL,
	"role" text NOT NULL,
	"evidence" text NOT NULL,
	"contact_email" text NOT NULL,
	"email_at_college_domain" boolean NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewer_user_id" text,
	"reviewed_at" timestamp with time zone,
	"rejection_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_claims_role_check" CHECK ("college_claims"."role" IN ('programs_college_admin', 'programs_college_staff', 'programs_college_admissions')),
	CONSTRAINT "college_claims_status_check" CHECK ("college_claims"."status" IN ('pending', 'approved', 'rejected')),
	CONSTRAINT "college_claims_evidence_check" CHECK (char_length("college_claims"."evidence") between 1 and 2000),
	CONSTRAINT "college_claims_review_check" CHECK (("college_claims"."status" = 'pending') = ("college_claims"."reviewed_at" is null)
        and ("college_claims"."status" = 'rejected') = ("college_claims"."rejection_reason" is not null)
        and char_length(coalesce("college_claims"."rejection_reason", '')) <= 500)
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "claimed_by_user_id" text;--> statement-breakpoint
ALTER TABLE "college_claims" ADD CONSTRAINT "college_claims_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_claims" ADD CONSTRAINT "college_claims_requester_user_id_profiles_id_fk" FOREIGN KEY ("requester_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_claims" ADD CONSTRAINT "college_claims_reviewer_user_id_profiles_id_fk" FOREIGN KEY ("reviewer_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "college_claims_one_pending_key" ON "college_claims" USING btree ("college_id","requester_user_id") WHERE "college_claims"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "college_claims_queue_idx" ON "college_claims" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "college_claims_requester_idx" ON "college_claims" USING btree ("requester_user_id","college_id");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_claimed_by_user_id_profiles_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written
-- user_roles.college_id becomes a foreign key to colleges (docs/decisions/032). Until now it was
-- free text: a role granted against an id that names no college gives nothing under any rule that
-- checks the college, so such rows are deleted (nulling them would leave a college role without
-- a college, which the grant API refuses, and could collide with user_roles_user_role_college_key).
-- The demo college admin's DEMO_COLLEGE_ID is a college row once the demo seed creates it.
-- The constraint drizzle generates for this is moved here, after the delete: when the migration is
-- regenerated, keep it below the delete.
DELETE FROM "user_roles" WHERE "college_id" IS NOT NULL AND "college_id" NOT IN (SELECT "id" FROM "colleges");--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;
