ALTER TABLE "verification_codes" DROP CONSTRAINT "verification_codes_purpose";--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "icon" text;--> statement-breakpoint
ALTER TABLE "verification_codes" ADD CONSTRAINT "verification_codes_purpose" CHECK ("verification_codes"."purpose" in ('register', 'noLogin', 'bind'));