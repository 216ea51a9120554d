CREATE TABLE "banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"currency" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secret_attempts" (
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "secret_attempts_member_id_kind_pk" PRIMARY KEY("member_id","kind")
);
--> statement-breakpoint
ALTER TABLE "secret_attempts" ADD CONSTRAINT "secret_attempts_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_currency_name" ON "banks" USING btree ("currency","name");