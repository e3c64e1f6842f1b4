CREATE TABLE "profile_view_digests" (
	"player_user_id" text PRIMARY KEY NOT NULL,
	"covered_until" date NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_views" (
	"player_user_id" text NOT NULL,
	"college_id" uuid NOT NULL,
	"day" date NOT NULL,
	"first_viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profile_views_pkey" PRIMARY KEY("player_user_id","college_id","day")
);
--> statement-breakpoint
ALTER TABLE "recruiting_email_settings" ADD COLUMN "profile_views" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "profile_view_digests" ADD CONSTRAINT "profile_view_digests_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_views" ADD CONSTRAINT "profile_views_college_id_colleges_id_fk" FOREIGN KEY ("college_id") REFERENCES "public"."colleges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_views_player_day_idx" ON "profile_views" USING btree ("player_user_id","day");--> statement-breakpoint
CREATE INDEX "profile_views_college_idx" ON "profile_views" USING btree ("college_id");