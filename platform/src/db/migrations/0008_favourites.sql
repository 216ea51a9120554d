CREATE TABLE "favourites" (
	"member_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourites_member_id_node_id_pk" PRIMARY KEY("member_id","node_id")
);
--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourites" ADD CONSTRAINT "favourites_node_id_games_node_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."games"("node_id") ON DELETE no action ON UPDATE no action;