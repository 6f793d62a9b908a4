CREATE TABLE "approval_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" text,
	"entity_version" integer,
	"payload" jsonb NOT NULL,
	"amount_cents" bigint,
	"maker_id" integer NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"checker_id" integer,
	"reason" text,
	"decided_at" timestamp with time zone,
	"result_sealed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "approval_requests" ADD CONSTRAINT "approval_requests_checker_id_users_id_fk" FOREIGN KEY ("checker_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "approval_requests_pending_idx" ON "approval_requests" USING btree ("created_at") WHERE "approval_requests"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "approval_requests_maker_idx" ON "approval_requests" USING btree ("maker_id","created_at");--> statement-breakpoint
-- Issue 35's new permissions: administrators choose what waits for a second person and approve it, and export a person's file; staff approve.
UPDATE "users" SET "permissions" = "permissions" || '[{"Action": "export", "Subject": "customer"}, {"Action": "manage", "Subject": "controls"}, {"Action": "approve", "Subject": "controls"}]'::jsonb, "updated_at" = now()
WHERE 'admin' = ANY("roles") AND NOT "permissions" @> '[{"Subject": "controls"}]'::jsonb;--> statement-breakpoint
UPDATE "users" SET "permissions" = "permissions" || '[{"Action": "approve", "Subject": "controls"}]'::jsonb, "updated_at" = now()
WHERE 'staff' = ANY("roles") AND NOT 'admin' = ANY("roles") AND NOT "permissions" @> '[{"Subject": "controls"}]'::jsonb;
