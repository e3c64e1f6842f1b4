CREATE TABLE "submission_update_requests" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"version_id" uuid NOT NULL,
	"name" text NOT NULL,
	"birth_date" date,
	"guardian_email" text,
	"answers" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "submission_update_requests_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "submission_update_requests_name_check" CHECK (char_length("submission_update_requests"."name") BETWEEN 1 AND 120)
);
--> statement-breakpoint
ALTER TABLE "submission_update_requests" ADD CONSTRAINT "submission_update_requests_submission_id_interest_form_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."interest_form_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_update_requests" ADD CONSTRAINT "submission_update_requests_version_id_interest_form_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."interest_form_versions"("id") ON DELETE cascade ON UPDATE no action;