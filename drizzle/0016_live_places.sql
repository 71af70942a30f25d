CREATE TABLE `live_place_fetches` (
	`airport_loc_id` text NOT NULL,
	`service` text NOT NULL,
	`status` text DEFAULT 'never' NOT NULL,
	`fetched_at` integer,
	`attempted_at` integer,
	`last_error` text,
	`failures` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` integer DEFAULT 0 NOT NULL,
	`claimed_by` text,
	`claimed_until` integer,
	`viewed_at` integer,
	`kept` integer,
	PRIMARY KEY(`airport_loc_id`, `service`)
);
--> statement-breakpoint
CREATE INDEX `live_place_fetches_viewed` ON `live_place_fetches` (`viewed_at`);--> statement-breakpoint
CREATE TABLE `live_place_services` (
	`service` text PRIMARY KEY NOT NULL,
	`paused_until` integer DEFAULT 0 NOT NULL,
	`failures` integer DEFAULT 0 NOT NULL,
	`last_error` text
);
--> statement-breakpoint
ALTER TABLE `activities` ADD `on_field` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `on_field` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `on_field` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `lodging` ADD `on_field` integer DEFAULT false NOT NULL;
