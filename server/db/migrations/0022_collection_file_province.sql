ALTER TABLE "collection_files" ADD COLUMN "province" text;--> statement-breakpoint
CREATE INDEX "collection_files_open_province_idx" ON "collection_files" USING btree ("province","id") WHERE "collection_files"."status" <> 'SETTLED';--> statement-breakpoint
UPDATE "collection_files" f SET "province" = c."province" FROM "customers" c WHERE c."id" = f."customer_id";
