CREATE TABLE "colleges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"unitid" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text,
	"latitude" double precision,
	"longitude" double precision,
	"website" text,
	"predominant_degree" text NOT NULL,
	"control" text NOT NULL,
	"locale" text,
	"undergrad_enrollment" integer,
	"admission_rate" double precision,
	"sat_25" smallint,
	"sat_75" smallint,
	"act_25" smallint,
	"act_75" smallint,
	"tuition_in_state" integer,
	"tuition_out_of_state" integer,
	"cost_of_attendance" integer,
	"is_hbcu" boolean,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "colleges_unitid_key" UNIQUE("unitid"),
	CONSTRAINT "colleges_slug_key" UNIQUE("slug"),
	CONSTRAINT "colleges_control_check" CHECK ("colleges"."control" IN ('public', 'nonprofit', 'for_profit')),
	CONSTRAINT "colleges_predominant_degree_check" CHECK ("colleges"."predominant_degree" IN ('bachelor', 'associate')),
	CONSTRAINT "colleges_admission_rate_check" CHECK ("colleges"."admission_rate" between 0 and 1),
	CONSTRAINT "colleges_undergrad_enrollment_check" CHECK ("colleges"."undergrad_enrollment" >= 0)
);
--> statement-breakpoint
CREATE INDEX "colleges_name_idx" ON "colleges" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "colleges_state_name_idx" ON "colleges" USING btree ("state","name","id");--> statement-breakpoint
CREATE INDEX "colleges_name_trgm_idx" ON "colleges" USING gin (lower("name") gin_trgm_ops);