CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"platform" text DEFAULT 'W' NOT NULL,
	"execution_type" text DEFAULT 'B' NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "announcements_type" CHECK ("announcements"."type" in ('B', 'PL', 'PU', 'PR', 'H'))
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_name" text NOT NULL,
	"titles" jsonb NOT NULL,
	"linkage_type" text DEFAULT 'NONE' NOT NULL,
	"link" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" serial PRIMARY KEY NOT NULL,
	"merchant_code" text NOT NULL,
	"name" text NOT NULL,
	"platform" text NOT NULL,
	"lottery_type" text NOT NULL,
	"device" text NOT NULL,
	"chat_header_color" text NOT NULL,
	"languages" jsonb NOT NULL,
	"default_language" text NOT NULL,
	"prize_modes" jsonb NOT NULL,
	"currency" text NOT NULL,
	"esports_vassalages" jsonb NOT NULL,
	"gtag_id" text,
	"maintenance" boolean DEFAULT false NOT NULL,
	"maintenance_end" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brands_merchant_code_unique" UNIQUE("merchant_code")
);
--> statement-breakpoint
CREATE TABLE "cdns" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "cdns_kind" CHECK ("cdns"."kind" in ('image', 'launch'))
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"country_code" text PRIMARY KEY NOT NULL,
	"dialing_code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_service" (
	"id" serial PRIMARY KEY NOT NULL,
	"cs_position" text NOT NULL,
	"cs_type" text NOT NULL,
	"title" text NOT NULL,
	"path" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domain_routes" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "domain_routes_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "feature_flags" (
	"mod_id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"enabled" text DEFAULT '1' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"contact" text,
	"category" text DEFAULT 'other' NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "games" (
	"node_id" serial PRIMARY KEY NOT NULL,
	"vendor" text NOT NULL,
	"category" text NOT NULL,
	"game_code" text NOT NULL,
	"names" jsonb NOT NULL,
	"is_game" text DEFAULT 'GAME' NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"game_classify" text,
	"default_play_type" text,
	"min_bet" bigint NOT NULL,
	"lines" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "geo_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"range" "cidr" NOT NULL,
	"country" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "help_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"tag" text NOT NULL,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "help_articles_tag_unique" UNIQUE("tag")
);
--> statement-breakpoint
CREATE TABLE "operator_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"action" text NOT NULL,
	"target" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"titles" jsonb NOT NULL,
	"summaries" jsonb NOT NULL,
	"contents" jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "region_rules_kind" CHECK ("region_rules"."kind" in ('ip', 'country'))
);
--> statement-breakpoint
CREATE TABLE "register_rules" (
	"field" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"required" boolean NOT NULL,
	"pattern_id" integer NOT NULL,
	"accepted_pattern" text NOT NULL,
	"min_length" integer NOT NULL,
	"max_length" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"resource_type" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"qr_code_url" text,
	"label_name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"code" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL,
	"is_hot" smallint DEFAULT 0 NOT NULL,
	"game_classify" text,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_vendor_vendors_code_fk" FOREIGN KEY ("vendor") REFERENCES "public"."vendors"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_type_published" ON "announcements" USING btree ("type","published_at");--> statement-breakpoint
CREATE INDEX "banners_group" ON "banners" USING btree ("group_name","sort");--> statement-breakpoint
CREATE INDEX "feature_flags_parent" ON "feature_flags" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "games_vendor_code_category" ON "games" USING btree ("vendor","game_code","category");--> statement-breakpoint
CREATE INDEX "games_category_vendor_sort" ON "games" USING btree ("category","vendor","sort","node_id");--> statement-breakpoint
CREATE INDEX "games_hot" ON "games" USING btree ("is_hot","category");--> statement-breakpoint
CREATE UNIQUE INDEX "region_rules_kind_value" ON "region_rules" USING btree ("kind","value");