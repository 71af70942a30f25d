CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`count` integer NOT NULL,
	`expires_at` integer NOT NULL,
	`blocked_until` integer DEFAULT 0 NOT NULL
) WITHOUT ROWID;
--> statement-breakpoint
CREATE INDEX `rate_limits_expires_at` ON `rate_limits` (`expires_at`);
