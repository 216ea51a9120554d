CREATE TABLE "member_label_members" (
	"member_id" integer NOT NULL,
	"label_id" integer NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_label_members_member_id_label_id_pk" PRIMARY KEY("member_id","label_id")
);
--> statement-breakpoint
CREATE TABLE "member_labels" (
	"id" serial PRIMARY KEY NOT NULL,
	"label_name" text NOT NULL,
	"color" text NOT NULL,
	"color2" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_label_members" ADD CONSTRAINT "member_label_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_label_members" ADD CONSTRAINT "member_label_members_label_id_member_labels_id_fk" FOREIGN KEY ("label_id") REFERENCES "public"."member_labels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_label_members_label" ON "member_label_members" USING btree ("label_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_labels_name" ON "member_labels" USING btree (lower("label_name"));