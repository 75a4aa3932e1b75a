CREATE TABLE "post_attachment_data" (
	"attachment_id" integer PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_attachment_data" ADD CONSTRAINT "post_attachment_data_attachment_id_post_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."post_attachments"("id") ON DELETE cascade ON UPDATE no action;