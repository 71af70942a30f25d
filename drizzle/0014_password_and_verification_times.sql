-- When a password was set and when the address was proven (issue 20, defect 2):
-- a Google sign-in voids a password set before the proof (docs/decisions/0074-google-takeover-timestamps.md).
ALTER TABLE `users` ADD `password_set_at` text;
--> statement-breakpoint
ALTER TABLE `users` ADD `email_verified_at` text;
--> statement-breakpoint
-- Backfill: a verified address was proven at the earliest when the account was made.
UPDATE `users` SET `email_verified_at` = `created_at` WHERE `email_verified` = 1;
--> statement-breakpoint
-- An account Google made had its address proven at creation, so a password it has was set after (kept).
-- A password sign-up's time of choosing is left unknown (null): it came before any verification link could be
-- followed, and a later change cannot be told from it, so it counts as set before the proof.
UPDATE `users` SET `password_set_at` = `created_at` WHERE `password_hash` IS NOT NULL AND `provider` = 'google';
