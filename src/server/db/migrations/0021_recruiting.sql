CREATE TABLE "application_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_links_token_hash_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "interest_form_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"submitter_user_id" text,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"birth_date" date,
	"guardian_email" text,
	"answers" jsonb NOT NULL,
	"profile_snapshot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"short_link_id" uuid,
	"pipeline_entry_id" uuid,
	"resubmissions" integer DEFAULT 0 NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_form_submissions_status_check" CHECK ("interest_form_submissions"."status" IN ('new', 'reviewed', 'added', 'declined', 'withdrawn')),
	CONSTRAINT "interest_form_submissions_name_check" CHECK (char_length("interest_form_submissions"."name") BETWEEN 1 AND 120),
	CONSTRAINT "interest_form_submissions_email_check" CHECK (char_length("interest_form_submissions"."email") BETWEEN 3 AND 254)
);
--> statement-breakpoint
CREATE TABLE "interest_form_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"form_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"json_schema" jsonb NOT NULL,
	"ui_schema" jsonb NOT NULL,
	"published_by_user_id" text,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_form_versions_form_version_key" UNIQUE("form_id","version"),
	CONSTRAINT "interest_form_versions_version_check" CHECK ("interest_form_versions"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "interest_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"draft_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"current_version_id" uuid,
	"auto_add_to_pipeline" boolean DEFAULT false NOT NULL,
	"closes_at" timestamp with time zone,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "interest_forms_status_check" CHECK ("interest_forms"."status" IN ('draft', 'published', 'closed')),
	CONSTRAINT "interest_forms_title_check" CHECK (char_length("interest_forms"."title") BETWEEN 1 AND 120),
	CONSTRAINT "interest_forms_description_check" CHECK (char_length("interest_forms"."description") <= 2000),
	CONSTRAINT "interest_forms_published_has_version_check" CHECK ("interest_forms"."status" = 'draft' OR "interest_forms"."current_version_id" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "pipeline_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"program_id" uuid NOT NULL,
	"player_user_id" text NOT NULL,
	"stage" text DEFAULT 'interested' NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"owner_user_id" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"match_snapshot" jsonb,
	"next_action_on" date,
	"next_action_note" text,
	"last_contact_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_entries_program_player_key" UNIQUE("program_id","player_user_id"),
	CONSTRAINT "pipeline_entries_stage_check" CHECK ("pipeline_entries"."stage" IN ('interested', 'contacted', 'evaluating', 'committed', 'not_a_fit')),
	CONSTRAINT "pipeline_entries_source_check" CHECK ("pipeline_entries"."source" IN ('search', 'form', 'match', 'matchmaking', 'manual', 'profile')),
	CONSTRAINT "pipeline_entries_tags_check" CHECK (cardinality("pipeline_entries"."tags") <= 10 AND array_position("pipeline_entries"."tags", NULL) IS NULL),
	CONSTRAINT "pipeline_entries_next_action_note_check" CHECK (char_length("pipeline_entries"."next_action_note") <= 200)
);
--> statement-breakpoint
CREATE TABLE "pipeline_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" uuid NOT NULL,
	"author_user_id" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_notes_body_check" CHECK (char_length("pipeline_notes"."body") BETWEEN 1 AND 5000)
);
--> statement-breakpoint
CREATE TABLE "pipeline_stage_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"entry_id" uuid NOT NULL,
	"program_id" uuid NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"actor_user_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pipeline_stage_history_from_check" CHECK ("pipeline_stage_history"."from_stage" IS NULL OR "pipeline_stage_history"."from_stage" IN ('interested', 'contacted', 'evaluating', 'committed', 'not_a_fit')),
	CONSTRAINT "pipeline_stage_history_to_check" CHECK ("pipeline_stage_history"."to_stage" IN ('interested', 'contacted', 'evaluating', 'committed', 'not_a_fit')),
	CONSTRAINT "pipeline_stage_history_note_check" CHECK (char_length("pipeline_stage_history"."note") <= 500)
);
--> statement-breakpoint
CREATE TABLE "college_board_items" (
	"player_user_id" text NOT NULL,
	"program_id" uuid NOT NULL,
	"bucket" text NOT NULL,
	"position" double precision DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_board_items_pkey" PRIMARY KEY("player_user_id","program_id"),
	CONSTRAINT "college_board_items_bucket_check" CHECK ("college_board_items"."bucket" IN ('reach', 'fit', 'safety')),
	CONSTRAINT "college_board_items_note_check" CHECK (char_length("college_board_items"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "player_pipeline_items" (
	"player_user_id" text NOT NULL,
	"program_id" uuid NOT NULL,
	"stage" text,
	"note" text,
	"archived_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_pipeline_items_pkey" PRIMARY KEY("player_user_id","program_id"),
	CONSTRAINT "player_pipeline_items_stage_check" CHECK ("player_pipeline_items"."stage" IS NULL OR "player_pipeline_items"."stage" IN ('interested', 'contacted', 'evaluating', 'offer', 'committed')),
	CONSTRAINT "player_pipeline_items_note_check" CHECK (char_length("player_pipeline_items"."note") <= 2000)
);
--> statement-breakpoint
CREATE TABLE "recruiting_outcomes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_user_id" text NOT NULL,
	"college_id" uuid NOT NULL,
	"program_id" uuid,
	"esports_title_id" uuid,
	"status" text NOT NULL,
	"decided_on" date,
	"recorded_by" text NOT NULL,
	"recorded_by_user_id" text,
	"guardian_approved_at" timestamp with time zone,
	"guardian_approved_by_user_id" text,
	"confirmed_at" timestamp with time zone,
	"confirmed_by_user_id" text,
	"player_public_consent_at" timestamp with time zone,
	"guardian_public_consent_at" timestamp with time zone,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recruiting_outcomes_status_check" CHECK ("recruiting_outcomes"."status" IN ('verbal', 'committed', 'signed')),
	CONSTRAINT "recruiting_outcomes_recorded_by_check" CHECK ("recruiting_outcomes"."recorded_by" IN ('player', 'program'))
);
--> statement-breakpoint
CREATE TABLE "short_link_daily_stats" (
	"link_id" uuid NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"submissions" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "short_link_daily_stats_pkey" PRIMARY KEY("link_id","day"),
	CONSTRAINT "short_link_daily_stats_counts_check" CHECK ("short_link_daily_stats"."clicks" >= 0 AND "short_link_daily_stats"."submissions" >= 0)
);
--> statement-breakpoint
CREATE TABLE "short_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"target_type" text NOT NULL,
	"form_id" uuid,
	"college_id" uuid,
	"player_user_id" text,
	"outcome_id" uuid,
	"program_id" uuid,
	"owner_user_id" text,
	"label" text,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_code_key" UNIQUE("code"),
	CONSTRAINT "short_links_target_type_check" CHECK ("short_links"."target_type" IN ('form', 'college', 'player_card', 'status')),
	CONSTRAINT "short_links_code_check" CHECK ("short_links"."code" ~ '^[6789BCDFGHJKLMNPQRTWbcdfghjkmnpqrtwz]{7}$'),
	CONSTRAINT "short_links_label_check" CHECK (char_length("short_links"."label") <= 80),
	CONSTRAINT "short_links_target_check" CHECK (("short_links"."target_type" = 'form' AND "short_links"."form_id" IS NOT NULL AND "short_links"."college_id" IS NULL AND "short_links"."player_user_id" IS NULL AND "short_links"."outcome_id" IS NULL)
        OR ("short_links"."target_type" = 'college' AND "short_links"."college_id" IS NOT NULL AND "short_links"."form_id" IS NULL AND "short_links"."player_user_id" IS NULL AND "short_links"."outcome_id" IS NULL)
        OR ("short_links"."target_type" = 'player_card' AND "short_links"."player_user_id" IS NOT NULL AND "short_links"."form_id" IS NULL AND "short_links"."college_id" IS NULL AND "short_links"."outcome_id" IS NULL)
        OR ("short_links"."target_type" = 'status' AND "short_links"."outcome_id" IS NOT NULL AND "short_links"."form_id" IS NULL AND "short_links"."college_id" IS NULL AND "short_links"."player_user_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "college_programs" ADD COLUMN "tryouts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_submission_id_interest_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."interest_form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_form_id_interest_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."interest_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_version_id_interest_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."interest_form_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_submitter_user_id_profiles_id_fk" FOREIGN KEY ("submitter_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_short_link_id_short_links_id_fk" FOREIGN KEY ("short_link_id") REFERENCES "public"."short_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_submissions" ADD CONSTRAINT "interest_form_submissions_pipeline_entry_id_pipeline_entries_id_fk" FOREIGN KEY ("pipeline_entry_id") REFERENCES "public"."pipeline_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_versions" ADD CONSTRAINT "interest_form_versions_form_id_interest_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."interest_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_form_versions" ADD CONSTRAINT "interest_form_versions_published_by_user_id_profiles_id_fk" FOREIGN KEY ("published_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_forms" ADD CONSTRAINT "interest_forms_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_forms" ADD CONSTRAINT "interest_forms_current_version_id_interest_form_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."interest_form_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interest_forms" ADD CONSTRAINT "interest_forms_created_by_user_id_profiles_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_owner_user_id_profiles_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_entries" ADD CONSTRAINT "pipeline_entries_created_by_user_id_profiles_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_entry_id_pipeline_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pipeline_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_notes" ADD CONSTRAINT "pipeline_notes_author_user_id_profiles_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stage_history" ADD CONSTRAINT "pipeline_stage_history_entry_id_pipeline_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."pipeline_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stage_history" ADD CONSTRAINT "pipeline_stage_history_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pipeline_stage_history" ADD CONSTRAINT "pipeline_stage_history_actor_user_id_profiles_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_board_items" ADD CONSTRAINT "college_board_items_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_board_items" ADD CONSTRAINT "college_board_items_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pipeline_items" ADD CONSTRAINT "player_pipeline_items_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_pipeline_items" ADD CONSTRAINT "player_pipeline_items_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_recorded_by_user_id_profiles_id_fk" FOREIGN KEY ("recorded_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_guardian_approved_by_user_id_profiles_id_fk" FOREIGN KEY ("guardian_approved_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_outcomes" ADD CONSTRAINT "recruiting_outcomes_confirmed_by_user_id_profiles_id_fk" FOREIGN KEY ("confirmed_by_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_link_daily_stats" ADD CONSTRAINT "short_link_daily_stats_link_id_short_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."short_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_form_id_interest_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."interest_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_outcome_id_recruiting_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."recruiting_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_owner_user_id_profiles_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_links_submission_idx" ON "application_links" USING btree ("submission_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interest_form_submissions_form_user_key" ON "interest_form_submissions" USING btree ("form_id","submitter_user_id") WHERE "interest_form_submissions"."submitter_user_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "interest_form_submissions_form_email_key" ON "interest_form_submissions" USING btree ("form_id",lower("email")) WHERE "interest_form_submissions"."submitter_user_id" IS NULL;--> statement-breakpoint
CREATE INDEX "interest_form_submissions_program_idx" ON "interest_form_submissions" USING btree ("program_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "interest_form_submissions_form_idx" ON "interest_form_submissions" USING btree ("form_id","submitted_at","id");--> statement-breakpoint
CREATE INDEX "interest_form_submissions_submitter_idx" ON "interest_form_submissions" USING btree ("submitter_user_id");--> statement-breakpoint
CREATE INDEX "interest_forms_program_idx" ON "interest_forms" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pipeline_entries_board_idx" ON "pipeline_entries" USING btree ("program_id","stage","position","id");--> statement-breakpoint
CREATE INDEX "pipeline_entries_player_idx" ON "pipeline_entries" USING btree ("player_user_id");--> statement-breakpoint
CREATE INDEX "pipeline_entries_owner_idx" ON "pipeline_entries" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "pipeline_notes_entry_idx" ON "pipeline_notes" USING btree ("entry_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pipeline_stage_history_entry_idx" ON "pipeline_stage_history" USING btree ("entry_id","id");--> statement-breakpoint
CREATE INDEX "pipeline_stage_history_program_idx" ON "pipeline_stage_history" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "college_board_items_board_idx" ON "college_board_items" USING btree ("player_user_id","bucket","position","program_id");--> statement-breakpoint
CREATE INDEX "recruiting_outcomes_player_idx" ON "recruiting_outcomes" USING btree ("player_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "recruiting_outcomes_college_idx" ON "recruiting_outcomes" USING btree ("college_id","created_at","id");--> statement-breakpoint
CREATE INDEX "short_links_program_idx" ON "short_links" USING btree ("program_id","created_at","id");--> statement-breakpoint
CREATE INDEX "short_links_owner_idx" ON "short_links" USING btree ("owner_user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "short_links_form_idx" ON "short_links" USING btree ("form_id");--> statement-breakpoint
-- hand-written
-- A published form version is frozen (RECRUITING.md "Interest form"): stored answers point at it, so it is never changed.
CREATE FUNCTION "interest_form_versions_refuse_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'interest form versions are immutable' USING ERRCODE = 'check_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "interest_form_versions_no_update" BEFORE UPDATE ON "interest_form_versions"
FOR EACH ROW EXECUTE FUNCTION "interest_form_versions_refuse_update"();
