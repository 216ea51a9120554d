CREATE TABLE "known_devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_kind" CHECK ("known_devices"."kind" in ('ip', 'device'))
);
--> statement-breakpoint
CREATE TABLE "login_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" integer NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sends" integer DEFAULT 1 NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"via_reset" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "login_challenges_channel" CHECK ("login_challenges"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_challenges" ADD CONSTRAINT "login_challenges_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "known_devices_member_value" ON "known_devices" USING btree ("member_id","kind","value");--> statement-breakpoint
CREATE UNIQUE INDEX "login_challenges_token" ON "login_challenges" USING btree ("token_hash");--> statement-breakpoint
-- An existing brand gets the 2-step switch, off (a fresh database gets it from the seed instead).
INSERT INTO "feature_flags" ("mod_id", "parent_id", "enabled", "sort") SELECT 'LOGIN2STEP3', 'MEMBER3', '0', 100 WHERE EXISTS (SELECT 1 FROM "feature_flags" WHERE "mod_id" = 'MEMBER3') ON CONFLICT DO NOTHING;
