CREATE TABLE "analytics_consents" (
	"user_id" text PRIMARY KEY NOT NULL,
	"analytics" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_consents" ADD CONSTRAINT "analytics_consents_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_performance_metrics_created_idx" ON "page_performance_metrics" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_activity_logs_created_idx" ON "user_activity_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "viral_activity_events_created_idx" ON "viral_activity_events" USING btree ("created_at");