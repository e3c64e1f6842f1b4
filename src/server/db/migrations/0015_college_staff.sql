CREATE TABLE "college_staff_details" (
	"college_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"title" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_primary_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_staff_details_pkey" PRIMARY KEY("college_id","user_id"),
	CONSTRAINT "college_staff_details_title_check" CHECK (char_length("college_staff_details"."title") between 1 and 80)
);
--> statement-breakpoint
CREATE TABLE "college_staff_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" uuid NOT NULL,
	"email" text NOT NULL,
	"role" text NOT NULL,
	"title" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"token_hash" text NOT NULL,
	"invited_by_user_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"accepted_user_id" text,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	CONSTRAINT "college_staff_invitations_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "college_staff_invitations_role_check" CHECK ("college_staff_invitations"."role" IN ('programs_college_admin', 'programs_college_staff', 'programs_college_admissions')),
	CONSTRAINT "college_staff_invitations_status_check" CHECK ("college_staff_invitations"."status" IN ('pending', 'accepted', 'declined', 'revoked', 'expired')),
	CONSTRAINT "college_staff_invitations_email_check" CHECK ("college_staff_invitations"."email" = lower("college_staff_invitations"."email") and char_length("college_staff_invitations"."email") between 3 and 254),
	CONSTRAINT "college_staff_invitations_title_check" CHECK (char_length("college_staff_invitations"."title") between 1 and 80),
	CONSTRAINT "college_staff_invitations_answer_check" CHECK (("college_staff_invitations"."status" in ('accepted', 'declined')) = ("college_staff_invitations"."responded_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "college_staff_details" ADD CONSTRAINT "college_staff_details_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_staff_details" ADD CONSTRAINT "college_staff_details_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_staff_invitations" ADD CONSTRAINT "college_staff_invitations_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_staff_invitations" ADD CONSTRAINT "college_staff_invitations_invited_by_user_id_profiles_id_fk" FOREIGN KEY ("invited_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_staff_invitations" ADD CONSTRAINT "college_staff_invitations_accepted_user_id_profiles_id_fk" FOREIGN KEY ("accepted_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "college_staff_details_one_primary_key" ON "college_staff_details" USING btree ("college_id") WHERE "college_staff_details"."is_primary_contact";--> statement-breakpoint
CREATE INDEX "college_staff_details_user_idx" ON "college_staff_details" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "college_staff_invitations_one_pending_key" ON "college_staff_invitations" USING btree ("college_id","email") WHERE "college_staff_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "college_staff_invitations_college_idx" ON "college_staff_invitations" USING btree ("college_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "user_roles_college_id_idx" ON "user_roles" USING btree ("college_id") WHERE "user_roles"."college_id" IS NOT NULL;--> statement-breakpoint
-- hand-written
-- Every college that already has an admin gets a primary contact: its earliest admin (docs/decisions/034).
INSERT INTO "college_staff_details" ("college_id", "user_id", "is_primary_contact")
SELECT DISTINCT ON (ur."college_id") ur."college_id", ur."user_id", true
FROM "user_roles" ur
WHERE ur."role" = 'programs_college_admin' AND ur."college_id" IS NOT NULL
ORDER BY ur."college_id", ur."created_at", ur."id"
ON CONFLICT DO NOTHING;
