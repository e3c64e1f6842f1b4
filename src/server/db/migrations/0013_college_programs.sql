CREATE TABLE "college_program_roles" (
	"program_id" uuid NOT NULL,
	"role" text NOT NULL,
	"count" smallint DEFAULT 1 NOT NULL,
	"priority" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "college_program_roles_pkey" PRIMARY KEY("program_id","role"),
	CONSTRAINT "college_program_roles_priority_check" CHECK ("college_program_roles"."priority" IN ('high', 'medium', 'low')),
	CONSTRAINT "college_program_roles_count_check" CHECK ("college_program_roles"."count" BETWEEN 1 AND 100),
	CONSTRAINT "college_program_roles_role_check" CHECK (char_length("college_program_roles"."role") BETWEEN 1 AND 40)
);
--> statement-breakpoint
CREATE TABLE "college_programs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"college_id" uuid NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"level" text NOT NULL,
	"roster_size" smallint NOT NULL,
	"open_spots" smallint DEFAULT 0 NOT NULL,
	"class_years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_tier_id" uuid,
	"target_tier_id" uuid,
	"min_gpa" numeric(3, 2),
	"scholarship_min" integer,
	"scholarship_max" integer,
	"is_recruiting" boolean DEFAULT false NOT NULL,
	"tryout_notes" text,
	"team_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "college_programs_college_title_level_key" UNIQUE("college_id","esports_title_id","level"),
	CONSTRAINT "college_programs_level_check" CHECK ("college_programs"."level" IN ('varsity', 'junior_varsity', 'club')),
	CONSTRAINT "college_programs_roster_size_check" CHECK ("college_programs"."roster_size" BETWEEN 1 AND 100),
	CONSTRAINT "college_programs_open_spots_check" CHECK ("college_programs"."open_spots" >= 0 AND "college_programs"."open_spots" <= "college_programs"."roster_size"),
	CONSTRAINT "college_programs_class_years_check" CHECK (1990 <= ALL("college_programs"."class_years") AND 2100 >= ALL("college_programs"."class_years") AND array_position("college_programs"."class_years", NULL) IS NULL AND cardinality("college_programs"."class_years") <= 8),
	CONSTRAINT "college_programs_min_gpa_check" CHECK ("college_programs"."min_gpa" IS NULL OR "college_programs"."min_gpa" BETWEEN 0 AND 4),
	CONSTRAINT "college_programs_scholarship_check" CHECK (("college_programs"."scholarship_min" IS NULL AND "college_programs"."scholarship_max" IS NULL) OR ("college_programs"."scholarship_min" IS NOT NULL AND "college_programs"."scholarship_max" IS NOT NULL AND "college_programs"."scholarship_min" >= 0 AND "college_programs"."scholarship_min" <= "college_programs"."scholarship_max")),
	CONSTRAINT "college_programs_tryout_notes_check" CHECK (char_length("college_programs"."tryout_notes") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "colleges" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "college_program_roles" ADD CONSTRAINT "college_program_roles_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_min_tier_fk" FOREIGN KEY ("min_tier_id","esports_title_id") REFERENCES "public"."rank_tiers"("id","esports_title_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "college_programs" ADD CONSTRAINT "college_programs_target_tier_fk" FOREIGN KEY ("target_tier_id","esports_title_id") REFERENCES "public"."rank_tiers"("id","esports_title_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "college_programs_title_college_idx" ON "college_programs" USING btree ("esports_title_id","college_id");--> statement-breakpoint
CREATE INDEX "college_programs_team_idx" ON "college_programs" USING btree ("team_id");--> statement-breakpoint
ALTER TABLE "colleges" ADD CONSTRAINT "colleges_demo_not_real_check" CHECK (NOT "colleges"."is_demo" OR "colleges"."unitid" IS NULL);