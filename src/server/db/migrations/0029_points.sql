CREATE TABLE "points_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"rule" text NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"points" integer NOT NULL,
	"reverses_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "points_ledger_sign_check" CHECK (("points_ledger"."reverses_id" IS NULL AND "points_ledger"."points" > 0) OR ("points_ledger"."reverses_id" IS NOT NULL AND "points_ledger"."points" < 0))
);
--> statement-breakpoint
CREATE TABLE "points_preferences" (
	"user_id" text PRIMARY KEY NOT NULL,
	"leaderboard_opt_in" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_reverses_id_points_ledger_id_fk" FOREIGN KEY ("reverses_id") REFERENCES "public"."points_ledger"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_preferences" ADD CONSTRAINT "points_preferences_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_award_key" ON "points_ledger" USING btree ("user_id","rule","source_type","source_id") WHERE "points_ledger"."reverses_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_reversal_key" ON "points_ledger" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "points_ledger_created_idx" ON "points_ledger" USING btree ("created_at","user_id");--> statement-breakpoint
-- hand-written
-- points_ledger is append-only (docs/decisions/048): no UPDATE, and no DELETE
-- except the cascade of an account deletion (the owning profiles row is
-- already gone when the cascade deletes the ledger rows).
CREATE FUNCTION points_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM profiles WHERE id = OLD.user_id) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'points_ledger is append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER points_ledger_append_only BEFORE UPDATE OR DELETE ON points_ledger
  FOR EACH ROW EXECUTE FUNCTION points_ledger_append_only();
