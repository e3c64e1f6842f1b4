CREATE TABLE "program_response_digests" (
	"program_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recruiting_email_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"response_digest" boolean DEFAULT true NOT NULL,
	"contacted" boolean DEFAULT true NOT NULL,
	"guardian_copies" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "program_response_digests" ADD CONSTRAINT "program_response_digests_program_id_college_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."college_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recruiting_email_settings" ADD CONSTRAINT "recruiting_email_settings_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;