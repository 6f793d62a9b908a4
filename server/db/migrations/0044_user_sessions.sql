CREATE TABLE "user_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"user_agent" text,
	"ip_address" text,
	"signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_sessions" ADD CONSTRAINT "user_sessions_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_sessions_open_idx" ON "user_sessions" USING btree ("user_id","last_used_at") WHERE "user_sessions"."ended_at" is null;--> statement-breakpoint
-- The families open when this runs become sessions too (their browser and address unknown): they are listed and can be ended.
INSERT INTO "user_sessions" ("id", "user_id", "signed_in_at", "last_used_at", "expires_at")
SELECT "family_id", min("user_id"), min("created_at"), max("created_at"), min("family_expires_at")
  FROM "refresh_tokens"
 WHERE "revoked_at" IS NULL AND "family_expires_at" > now()
 GROUP BY "family_id";
