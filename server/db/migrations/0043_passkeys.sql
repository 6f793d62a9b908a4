ALTER TABLE "sign_in_challenges" ADD COLUMN "webauthn_challenge" text;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "credential_id" text;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "public_key" text;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "sign_count" bigint;--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "transports" text[];--> statement-breakpoint
ALTER TABLE "user_factors" ADD COLUMN "registration_challenge" text;--> statement-breakpoint
CREATE UNIQUE INDEX "user_factors_credential_idx" ON "user_factors" USING btree ("credential_id");