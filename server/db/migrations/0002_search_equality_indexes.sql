CREATE INDEX "customers_home_phone_idx" ON "customers" USING btree ("home_phone_digits");--> statement-breakpoint
CREATE INDEX "customers_cell_phone_idx" ON "customers" USING btree ("cell_phone_digits");--> statement-breakpoint
CREATE INDEX "customers_email_idx" ON "customers" USING btree ("email_search");