CREATE TABLE "analytics_daily_stats" (
	"metric" text NOT NULL,
	"day" date NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_daily_stats_pkey" PRIMARY KEY("metric","day","key")
);
--> statement-breakpoint
CREATE INDEX "user_activity_logs_created_user_idx" ON "user_activity_logs" USING btree ("created_at","user_id");--> statement-breakpoint
CREATE INDEX "user_activity_logs_type_created_idx" ON "user_activity_logs" USING btree ("event_type","created_at");