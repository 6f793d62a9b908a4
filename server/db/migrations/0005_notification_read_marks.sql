CREATE TABLE "notification_read_marks" (
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"read_through_id" bigint NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_read_marks_user_id_type_pk" PRIMARY KEY("user_id","type")
);
--> statement-breakpoint
ALTER TABLE "notification_read_marks" ADD CONSTRAINT "notification_read_marks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;