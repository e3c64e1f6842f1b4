CREATE TABLE "guardian_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"player_user_id" text NOT NULL,
	"guardian_email" text NOT NULL,
	"guardian_user_id" text,
	"status" text DEFAULT 'invited' NOT NULL,
	"token_hash" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guardian_links_player_email_key" UNIQUE("player_user_id","guardian_email"),
	CONSTRAINT "guardian_links_token_hash_key" UNIQUE("token_hash"),
	CONSTRAINT "guardian_links_status_check" CHECK ("guardian_links"."status" IN ('invited', 'active', 'revoked', 'expired')),
	CONSTRAINT "guardian_links_active_has_guardian_check" CHECK ("guardian_links"."status" <> 'active' OR "guardian_links"."guardian_user_id" IS NOT NULL)
);
--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_player_user_id_profiles_id_fk" FOREIGN KEY ("player_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guardian_links" ADD CONSTRAINT "guardian_links_guardian_user_id_profiles_id_fk" FOREIGN KEY ("guardian_user_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guardian_links_guardian_user_idx" ON "guardian_links" USING btree ("guardian_user_id","status");