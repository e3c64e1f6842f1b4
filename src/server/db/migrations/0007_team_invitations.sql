CREATE TABLE "team_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role" text NOT NULL,
	"game_profile_id" uuid,
	"contract_start" date,
	"contract_end" date,
	"invitee_user_id" text NOT NULL,
	"invited_by" text,
	"email_hint" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_at" timestamp with time zone,
	"guardian_notified_at" timestamp with time zone,
	CONSTRAINT "team_invitations_kind_check" CHECK ("team_invitations"."kind" IN ('member', 'staff')),
	CONSTRAINT "team_invitations_status_check" CHECK ("team_invitations"."status" IN ('pending', 'accepted', 'declined', 'cancelled')),
	CONSTRAINT "team_invitations_role_check" CHECK ("team_invitations"."role" IN ('player', 'captain', 'substitute', 'trial', 'starter', 'co_captain', 'reserve', 'admin', 'head_coach', 'assistant_coach', 'analyst', 'manager'))
);
--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_game_profile_id_team_game_profiles_id_fk" FOREIGN KEY ("game_profile_id") REFERENCES "public"."team_game_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invitee_user_id_profiles_id_fk" FOREIGN KEY ("invitee_user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_invitations" ADD CONSTRAINT "team_invitations_invited_by_profiles_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "team_invitations_pending_key" ON "team_invitations" USING btree ("team_id","invitee_user_id","kind",coalesce("game_profile_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "team_invitations"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "team_invitations_team_created_idx" ON "team_invitations" USING btree ("team_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_invitations_invitee_status_idx" ON "team_invitations" USING btree ("invitee_user_id","status");