DROP INDEX "email_outbox_to_created_idx";--> statement-breakpoint
ALTER TABLE "email_outbox" ADD COLUMN "seq" bigint NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "email_outbox_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1);--> statement-breakpoint
CREATE INDEX "email_outbox_to_created_idx" ON "email_outbox" USING btree ("to_address","created_at" DESC NULLS LAST,"seq" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "email_outbox" ADD CONSTRAINT "email_outbox_seq_unique" UNIQUE("seq");--> statement-breakpoint
-- Issue 10.1 (decision 013): no stored copy keeps a reset or claim link; rows written before this kept them whole.
UPDATE "email_outbox" SET
  "text_body" = regexp_replace("text_body", 'https?://[^[:space:]"<]*/auth/(reset-password|claim-account)\?token=[^[:space:]"<]*', '[link removed]', 'g'),
  "html_body" = regexp_replace("html_body", 'https?://[^[:space:]"<]*/auth/(reset-password|claim-account)\?token=[^[:space:]"<]*', '[link removed]', 'g')
WHERE "text_body" ~ '/auth/(reset-password|claim-account)\?token=' OR "html_body" ~ '/auth/(reset-password|claim-account)\?token=';
