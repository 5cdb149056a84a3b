-- docs/product/hackathons.md#team-member-search: the prefix step of user search, case-insensitive (LIKE 'q%').
CREATE INDEX "users_username_search_idx" ON "users" USING btree (lower("username") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_search_idx" ON "users" USING btree (lower("name") text_pattern_ops);