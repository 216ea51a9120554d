CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "club_labels" (
	"rank_level" integer PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"color" text NOT NULL,
	"color2" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"remember" boolean DEFAULT false NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"country_dialing_code" text,
	"mobile_num" text,
	"email" text,
	"nickname" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"payment_password_hash" text,
	"is_agent" smallint DEFAULT 0 NOT NULL,
	"upline_id" integer,
	"affiliate_code" text,
	"club_rank" integer DEFAULT 1 NOT NULL,
	"language" text,
	"first_login" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"register_ip" text,
	"register_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"last_login_ip" text,
	CONSTRAINT "members_username_unique" UNIQUE("username"),
	CONSTRAINT "members_affiliate_code_unique" UNIQUE("affiliate_code"),
	CONSTRAINT "members_status" CHECK ("members"."status" in ('active', 'frozen'))
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outbox_channel" CHECK ("outbox"."channel" in ('sms', 'email'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"recipient" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" in ('register', 'noLogin'))
);
--> statement-breakpoint
ALTER TABLE "member_sessions" ADD CONSTRAINT "member_sessions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_sessions_member" ON "member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_mobile" ON "members" USING btree ("country_dialing_code","mobile_num") WHERE "members"."mobile_num" is not null;--> statement-breakpoint
CREATE INDEX "outbox_recipient" ON "outbox" USING btree ("recipient","id");--> statement-breakpoint
CREATE INDEX "password_resets_member" ON "password_resets" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "verification_codes_recipient" ON "verification_codes" USING btree ("recipient","purpose","id");