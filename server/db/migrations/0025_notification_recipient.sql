ALTER TABLE "notifications" ADD COLUMN "recipient_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_recipient_id_users_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The bell counts and lists by type from this index alone: it carries who a notification is for.
DROP INDEX "notifications_type_created_idx";--> statement-breakpoint
CREATE INDEX "notifications_type_created_idx" ON "notifications" USING btree ("type","id") INCLUDE ("recipient_id");