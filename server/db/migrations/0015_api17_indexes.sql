CREATE INDEX "document_files_storage_key_idx" ON "document_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "documents_label_idx" ON "documents" USING btree ("label_id") WHERE label_id is not null;--> statement-breakpoint
CREATE INDEX "documents_payment_type_idx" ON "documents" USING btree ("payment_type_id") WHERE payment_type_id is not null;--> statement-breakpoint
CREATE INDEX "payments_payment_type_idx" ON "payments" USING btree ("payment_type_id") WHERE payment_type_id is not null;