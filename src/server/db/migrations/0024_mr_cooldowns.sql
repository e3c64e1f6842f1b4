CREATE TABLE "mr_abilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"hero_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slot" text NOT NULL,
	"cooldown_seconds" numeric(4, 1) NOT NULL,
	"charges" smallint,
	"patch" text NOT NULL,
	"is_sample" boolean DEFAULT false NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mr_abilities_hero_name_key" UNIQUE("hero_id","name"),
	CONSTRAINT "mr_abilities_cooldown_check" CHECK ("mr_abilities"."cooldown_seconds" between 0 and 600),
	CONSTRAINT "mr_abilities_charges_check" CHECK ("mr_abilities"."charges" is null or "mr_abilities"."charges" between 2 and 9),
	CONSTRAINT "mr_abilities_sort_order_check" CHECK ("mr_abilities"."sort_order" between 0 and 99),
	CONSTRAINT "mr_abilities_name_check" CHECK (char_length("mr_abilities"."name") between 1 and 60),
	CONSTRAINT "mr_abilities_slot_check" CHECK (char_length("mr_abilities"."slot") between 1 and 20),
	CONSTRAINT "mr_abilities_patch_check" CHECK (char_length("mr_abilities"."patch") between 1 and 40)
);
--> statement-breakpoint
CREATE TABLE "mr_heroes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"updated_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mr_heroes_name_key" UNIQUE("name"),
	CONSTRAINT "mr_heroes_role_check" CHECK ("mr_heroes"."role" IN ('vanguard', 'duelist', 'strategist')),
	CONSTRAINT "mr_heroes_name_check" CHECK (char_length("mr_heroes"."name") between 1 and 60)
);
--> statement-breakpoint
ALTER TABLE "mr_abilities" ADD CONSTRAINT "mr_abilities_hero_id_mr_heroes_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."mr_heroes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_abilities" ADD CONSTRAINT "mr_abilities_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mr_heroes" ADD CONSTRAINT "mr_heroes_updated_by_profiles_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mr_abilities_hero_idx" ON "mr_abilities" USING btree ("hero_id","sort_order");