CREATE TABLE "audit_chain" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"audit_id" bigint NOT NULL,
	"entry_digest" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	"sealed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_chain_audit_id_unique" UNIQUE("audit_id")
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "redacted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "audit_chain" ADD CONSTRAINT "audit_chain_audit_id_audit_log_id_fk" FOREIGN KEY ("audit_id") REFERENCES "public"."audit_log"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
-- The trail cannot be rewritten: an entry may only have its before and after erased (redacted, for a person's anonymization), a seal never changes, neither is ever deleted.
CREATE FUNCTION audit_log_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'the audit trail keeps every entry (audit_log % cannot be deleted)', OLD.id;
  END IF;
  IF NEW.id <> OLD.id OR NEW.at <> OLD.at OR NEW.actor_id IS DISTINCT FROM OLD.actor_id
     OR NEW.borrower_id IS DISTINCT FROM OLD.borrower_id OR NEW.action <> OLD.action
     OR NEW.entity <> OLD.entity OR NEW.entity_id <> OLD.entity_id
     OR NOT (NEW.redacted_at IS NOT NULL AND NEW.before IS NULL AND NEW.after IS NULL) THEN
    RAISE EXCEPTION 'the audit trail is written once (audit_log % can only be redacted)', OLD.id;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_log_written_once BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION audit_log_guard();
--> statement-breakpoint
CREATE FUNCTION audit_chain_guard() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a seal of the audit trail never changes';
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_chain_sealed BEFORE UPDATE OR DELETE ON "audit_chain" FOR EACH ROW EXECUTE FUNCTION audit_chain_guard();
