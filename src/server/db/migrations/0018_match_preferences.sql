CREATE TABLE "player_match_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"states" text[] DEFAULT '{}'::text[] NOT NULL,
	"home_zip" text,
	"home_latitude" double precision,
	"home_longitude" double precision,
	"max_distance_miles" integer,
	"sizes" text[] DEFAULT '{}'::text[] NOT NULL,
	"control" text,
	"budget_per_year" integer,
	"needs_scholarship" boolean,
	"levels_sought" text[] DEFAULT '{}'::text[] NOT NULL,
	"importance_academics" smallint DEFAULT 3 NOT NULL,
	"importance_location" smallint DEFAULT 3 NOT NULL,
	"importance_esports_level" smallint DEFAULT 3 NOT NULL,
	"importance_scholarship" smallint DEFAULT 3 NOT NULL,
	"hard" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_match_preferences_states_check" CHECK ("player_match_preferences"."states" <@ ARRAY['AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'DC', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY', 'PR', 'GU', 'VI', 'AS', 'MP']::text[]),
	CONSTRAINT "player_match_preferences_sizes_check" CHECK ("player_match_preferences"."sizes" <@ ARRAY['small', 'medium', 'large']::text[]),
	CONSTRAINT "player_match_preferences_levels_check" CHECK ("player_match_preferences"."levels_sought" <@ ARRAY['varsity', 'junior_varsity', 'club']::text[]),
	CONSTRAINT "player_match_preferences_hard_check" CHECK ("player_match_preferences"."hard" <@ ARRAY['location', 'size', 'control', 'budget', 'scholarship', 'level']::text[]),
	CONSTRAINT "player_match_preferences_control_check" CHECK ("player_match_preferences"."control" IS NULL OR "player_match_preferences"."control" IN ('public', 'private')),
	CONSTRAINT "player_match_preferences_home_check" CHECK (("player_match_preferences"."home_zip" IS NULL) = ("player_match_preferences"."home_latitude" IS NULL) AND ("player_match_preferences"."home_zip" IS NULL) = ("player_match_preferences"."home_longitude" IS NULL)
        AND ("player_match_preferences"."home_zip" IS NULL OR "player_match_preferences"."home_zip" ~ '^[0-9]{5}$')
        AND ("player_match_preferences"."home_latitude" IS NULL OR "player_match_preferences"."home_latitude" BETWEEN -90 AND 90)
        AND ("player_match_preferences"."home_longitude" IS NULL OR "player_match_preferences"."home_longitude" BETWEEN -180 AND 180)),
	CONSTRAINT "player_match_preferences_distance_check" CHECK ("player_match_preferences"."max_distance_miles" IS NULL OR ("player_match_preferences"."home_zip" IS NOT NULL AND "player_match_preferences"."max_distance_miles" BETWEEN 1 AND 3000)),
	CONSTRAINT "player_match_preferences_budget_check" CHECK ("player_match_preferences"."budget_per_year" IS NULL OR "player_match_preferences"."budget_per_year" BETWEEN 0 AND 100000),
	CONSTRAINT "player_match_preferences_importance_check" CHECK ("importance_academics" BETWEEN 1 AND 5 AND "importance_location" BETWEEN 1 AND 5 AND "importance_esports_level" BETWEEN 1 AND 5 AND "importance_scholarship" BETWEEN 1 AND 5),
	CONSTRAINT "player_match_preferences_hard_set_check" CHECK ((NOT ('location' = ANY("player_match_preferences"."hard")) OR cardinality("player_match_preferences"."states") > 0 OR "player_match_preferences"."max_distance_miles" IS NOT NULL)
        AND (NOT ('size' = ANY("player_match_preferences"."hard")) OR cardinality("player_match_preferences"."sizes") > 0)
        AND (NOT ('control' = ANY("player_match_preferences"."hard")) OR "player_match_preferences"."control" IS NOT NULL)
        AND (NOT ('budget' = ANY("player_match_preferences"."hard")) OR "player_match_preferences"."budget_per_year" IS NOT NULL)
        AND (NOT ('scholarship' = ANY("player_match_preferences"."hard")) OR "player_match_preferences"."needs_scholarship" IS TRUE)
        AND (NOT ('level' = ANY("player_match_preferences"."hard")) OR cardinality("player_match_preferences"."levels_sought") > 0))
);
--> statement-breakpoint
ALTER TABLE "player_match_preferences" ADD CONSTRAINT "player_match_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;