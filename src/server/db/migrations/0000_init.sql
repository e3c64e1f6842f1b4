CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"full_name" text NOT NULL,
	"avatar_url" text,
	"email_verified" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone DEFAULT now() NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message" text NOT NULL,
	"priority" integer DEFAULT 50 NOT NULL,
	"background_color" text DEFAULT '#FEF3C7' NOT NULL,
	"text_color" text DEFAULT '#92400E' NOT NULL,
	"link_url" text,
	"link_text" text,
	"dismissible" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"menu_description" text,
	"body" text DEFAULT '' NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_pages_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "email_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"transport" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experiments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"variant" text,
	"enabled" boolean DEFAULT false NOT NULL,
	"required_roles" text[] DEFAULT '{}'::text[] NOT NULL,
	"rollout_percentage" integer DEFAULT 100 NOT NULL,
	"dev_only" boolean DEFAULT false NOT NULL,
	"feature_type" text DEFAULT 'feature' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "experiments_key_unique" UNIQUE("key"),
	CONSTRAINT "experiments_rollout_percentage_check" CHECK ("experiments"."rollout_percentage" BETWEEN 0 AND 100),
	CONSTRAINT "experiments_feature_type_check" CHECK ("experiments"."feature_type" IN ('feature', 'experiment', 'ops'))
);
--> statement-breakpoint
CREATE TABLE "conversation_participants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"is_starred" boolean DEFAULT false NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_participants_conversation_user_key" UNIQUE("conversation_id","user_id"),
	CONSTRAINT "conversation_participants_role_check" CHECK ("conversation_participants"."role" IN ('member', 'admin'))
);
--> statement-breakpoint
CREATE TABLE "conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text,
	"type" text NOT NULL,
	"created_by" text,
	"max_participants" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversations_type_check" CHECK ("conversations"."type" IN ('dm', 'group')),
	CONSTRAINT "conversations_max_participants_check" CHECK ("conversations"."max_participants" BETWEEN 2 AND 7)
);
--> statement-breakpoint
CREATE TABLE "message_read_receipts" (
	"message_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_read_receipts_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" text,
	"body" text NOT NULL,
	"parent_message_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"slug" text NOT NULL,
	"display_name" text NOT NULL,
	"first_name" text,
	"last_name" text,
	"is_published" boolean DEFAULT false NOT NULL,
	"visibility" text DEFAULT 'private' NOT NULL,
	"email" text,
	"avatar_url" text,
	"theme_preference" text,
	"birth_date" date,
	"guardian_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_profiles_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "user_profiles_slug_unique" UNIQUE("slug"),
	CONSTRAINT "user_profiles_visibility_check" CHECK ("user_profiles"."visibility" IN ('public', 'recruiters_only', 'private')),
	CONSTRAINT "user_profiles_theme_preference_check" CHECK ("user_profiles"."theme_preference" IS NULL OR "user_profiles"."theme_preference" IN ('light', 'dark', 'system'))
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"college_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_user_role_college_key" UNIQUE NULLS NOT DISTINCT("user_id","role","college_id"),
	CONSTRAINT "user_roles_role_check" CHECK ("user_roles"."role" IN ('yes_admin', 'yes_developer', 'yes_staff', 'programs_college_admin', 'programs_college_staff', 'programs_college_admissions', 'programs_high_school_admin', 'programs_private_team_admin', 'programs_pro_team_admin', 'coaching_private_coach', 'coaching_program_coach_college_coach', 'coaching_program_coach_pro_team_coach', 'recruit_player', 'recruit_caster', 'recruit_creator', 'recruit_team_manager', 'family_parent', 'family_guardian'))
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "esports_titles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "esports_titles_name_unique" UNIQUE("name"),
	CONSTRAINT "esports_titles_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "team_achievements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"date_achieved" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_game_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"esports_title_id" uuid NOT NULL,
	"play_level" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_game_profiles_play_level_check" CHECK ("team_game_profiles"."play_level" IN ('casual', 'competitive', 'semi_professional', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text DEFAULT 'player' NOT NULL,
	"game_profile_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_check" CHECK ("team_members"."role" IN ('player', 'captain', 'substitute', 'trial', 'starter', 'co_captain', 'reserve'))
);
--> statement-breakpoint
CREATE TABLE "team_practice_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"practice_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text NOT NULL,
	"notes" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_practice_attendance_practice_user_key" UNIQUE("practice_id","user_id"),
	CONSTRAINT "team_practice_attendance_status_check" CHECK ("team_practice_attendance"."status" IN ('attending', 'maybe', 'not_attending'))
);
--> statement-breakpoint
CREATE TABLE "team_practices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer DEFAULT 120 NOT NULL,
	"location" text,
	"is_mandatory" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_practices_status_check" CHECK ("team_practices"."status" IN ('scheduled', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "team_practices_duration_check" CHECK ("team_practices"."duration_minutes" > 0)
);
--> statement-breakpoint
CREATE TABLE "team_recruiting_posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"commitment_level" text DEFAULT 'competitive' NOT NULL,
	"positions_needed" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"salary_range" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text,
	CONSTRAINT "team_recruiting_posts_commitment_check" CHECK ("team_recruiting_posts"."commitment_level" IN ('casual', 'competitive', 'semi_pro', 'professional'))
);
--> statement-breakpoint
CREATE TABLE "team_staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"role" text NOT NULL,
	"game_profile_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"contract_start" date,
	"contract_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_staff_role_check" CHECK ("team_staff"."role" IN ('admin', 'head_coach', 'assistant_coach', 'analyst', 'manager')),
	CONSTRAINT "team_staff_contract_dates_check" CHECK ("team_staff"."contract_end" IS NULL OR "team_staff"."contract_start" IS NULL OR "team_staff"."contract_end" >= "team_staff"."contract_start")
);
--> statement-breakpoint
CREATE TABLE "team_tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"team_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"tournament_type" text DEFAULT 'online' NOT NULL,
	"start_date" date NOT NULL,
	"prize_pool" numeric(12, 2),
	"placement" text,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_tournaments_type_check" CHECK ("team_tournaments"."tournament_type" IN ('online', 'lan', 'hybrid')),
	CONSTRAINT "team_tournaments_status_check" CHECK ("team_tournaments"."status" IN ('upcoming', 'registered', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "team_tournaments_prize_pool_check" CHECK ("team_tournaments"."prize_pool" IS NULL OR "team_tournaments"."prize_pool" >= 0)
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"logo_url" text,
	"owner_user_id" text NOT NULL,
	"subscription_tier" text DEFAULT 'bronze' NOT NULL,
	"organization_type" text NOT NULL,
	"max_roster_size" integer DEFAULT 10 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_subscription_tier_check" CHECK ("teams"."subscription_tier" IN ('bronze', 'silver', 'gold')),
	CONSTRAINT "teams_organization_type_check" CHECK ("teams"."organization_type" IN ('high_school', 'college', 'pro_team')),
	CONSTRAINT "teams_max_roster_size_check" CHECK ("teams"."max_roster_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "page_performance_metrics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text,
	"page_path" text NOT NULL,
	"load_time" integer,
	"time_on_page" integer,
	"scroll_depth" integer,
	"interactions_count" integer,
	"bounce_rate" real,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_activity_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"session_id" text,
	"event_type" text NOT NULL,
	"event_category" text,
	"page_path" text,
	"referrer" text,
	"user_agent" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viral_activity_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"event_type" text NOT NULL,
	"source_content_type" text,
	"source_content_id" text,
	"target_platform" text,
	"viral_coefficient" numeric,
	"engagement_score" integer,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_pages" ADD CONSTRAINT "content_pages_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_participants" ADD CONSTRAINT "conversation_participants_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read_receipts" ADD CONSTRAINT "message_read_receipts_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_read_receipts" ADD CONSTRAINT "message_read_receipts_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_sender_id_profiles_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_profiles" ADD CONSTRAINT "user_profiles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_achievements" ADD CONSTRAINT "team_achievements_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_game_profiles" ADD CONSTRAINT "team_game_profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_game_profiles" ADD CONSTRAINT "team_game_profiles_esports_title_id_esports_titles_id_fk" FOREIGN KEY ("esports_title_id") REFERENCES "public"."esports_titles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_game_profile_id_team_game_profiles_id_fk" FOREIGN KEY ("game_profile_id") REFERENCES "public"."team_game_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practice_attendance" ADD CONSTRAINT "team_practice_attendance_practice_id_team_practices_id_fk" FOREIGN KEY ("practice_id") REFERENCES "public"."team_practices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practice_attendance" ADD CONSTRAINT "team_practice_attendance_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practices" ADD CONSTRAINT "team_practices_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_practices" ADD CONSTRAINT "team_practices_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD CONSTRAINT "team_recruiting_posts_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_recruiting_posts" ADD CONSTRAINT "team_recruiting_posts_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_staff" ADD CONSTRAINT "team_staff_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_staff" ADD CONSTRAINT "team_staff_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_staff" ADD CONSTRAINT "team_staff_game_profile_id_team_game_profiles_id_fk" FOREIGN KEY ("game_profile_id") REFERENCES "public"."team_game_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_tournaments" ADD CONSTRAINT "team_tournaments_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_owner_user_id_profiles_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."profiles"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_performance_metrics" ADD CONSTRAINT "page_performance_metrics_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_activity_logs" ADD CONSTRAINT "user_activity_logs_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viral_activity_events" ADD CONSTRAINT "viral_activity_events_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "alerts_active_priority_idx" ON "alerts" USING btree ("is_active","priority" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "content_pages_published_order_idx" ON "content_pages" USING btree ("is_published","display_order");--> statement-breakpoint
CREATE INDEX "content_pages_created_at_idx" ON "content_pages" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "conversation_participants_user_idx" ON "conversation_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "message_read_receipts_user_idx" ON "message_read_receipts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "messages_conversation_created_idx" ON "messages" USING btree ("conversation_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_profiles_display_name_trgm_idx" ON "user_profiles" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_first_name_trgm_idx" ON "user_profiles" USING gin ("first_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_last_name_trgm_idx" ON "user_profiles" USING gin ("last_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_slug_trgm_idx" ON "user_profiles" USING gin ("slug" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_profiles_published_visibility_idx" ON "user_profiles" USING btree ("is_published","visibility");--> statement-breakpoint
CREATE INDEX "user_roles_user_id_idx" ON "user_roles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "esports_titles_active_name_idx" ON "esports_titles" USING btree ("active","name");--> statement-breakpoint
CREATE INDEX "team_achievements_team_date_idx" ON "team_achievements" USING btree ("team_id","date_achieved" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "team_game_profiles_active_title_key" ON "team_game_profiles" USING btree ("team_id","esports_title_id") WHERE "team_game_profiles"."is_active";--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_active_roster_key" ON "team_members" USING btree ("team_id","user_id",coalesce("game_profile_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "team_members"."is_active";--> statement-breakpoint
CREATE INDEX "team_members_team_idx" ON "team_members" USING btree ("team_id","is_active");--> statement-breakpoint
CREATE INDEX "team_members_user_idx" ON "team_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_practices_team_scheduled_idx" ON "team_practices" USING btree ("team_id","scheduled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "team_recruiting_posts_team_created_idx" ON "team_recruiting_posts" USING btree ("team_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "team_staff_active_roster_key" ON "team_staff" USING btree ("team_id","user_id",coalesce("game_profile_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "team_staff"."is_active";--> statement-breakpoint
CREATE INDEX "team_staff_team_idx" ON "team_staff" USING btree ("team_id","is_active");--> statement-breakpoint
CREATE INDEX "team_staff_user_idx" ON "team_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "team_tournaments_team_start_idx" ON "team_tournaments" USING btree ("team_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "teams_owner_user_id_idx" ON "teams" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "teams_organization_type_idx" ON "teams" USING btree ("organization_type");--> statement-breakpoint
CREATE INDEX "page_performance_metrics_user_created_idx" ON "page_performance_metrics" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_activity_logs_user_created_idx" ON "user_activity_logs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "viral_activity_events_user_created_idx" ON "viral_activity_events" USING btree ("user_id","created_at" DESC NULLS LAST);