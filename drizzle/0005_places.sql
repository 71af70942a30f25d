ALTER TABLE `activities` ADD `source` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `activities` ADD `source_id` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `activities` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `activities` ADD `admin_edited` integer DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX `activities_airport`;--> statement-breakpoint
CREATE UNIQUE INDEX `activities_source_key` ON `activities` (`airport_loc_id`,`source`,`source_id`);--> statement-breakpoint
ALTER TABLE `landmarks` ADD `source` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `source_id` text;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `admin_edited` integer DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX `landmarks_airport`;--> statement-breakpoint
CREATE UNIQUE INDEX `landmarks_source_key` ON `landmarks` (`airport_loc_id`,`source`,`source_id`);--> statement-breakpoint
ALTER TABLE `restaurants` ADD `address` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `latitude` real;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `longitude` real;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `alternate_airport` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `alternate_distance_nm` real;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `source` text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `source_id` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `kind` text;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `hidden` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `admin_edited` integer DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX `restaurants_airport`;--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_source_key` ON `restaurants` (`airport_loc_id`,`source`,`source_id`);--> statement-breakpoint
CREATE TABLE `lodging` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_loc_id` text NOT NULL,
	`name` text NOT NULL,
	`distance_nm` real NOT NULL,
	`phone` text,
	`website` text,
	`address` text,
	`summary` text,
	`latitude` real,
	`longitude` real,
	`alternate_airport` text,
	`alternate_distance_nm` real,
	`google_place_id` text,
	`google_address` text,
	`google_rating` real,
	`price_level` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`source` text DEFAULT 'admin' NOT NULL,
	`source_id` text,
	`kind` text,
	`hidden` integer DEFAULT false NOT NULL,
	`admin_edited` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lodging_source_key` ON `lodging` (`airport_loc_id`,`source`,`source_id`);--> statement-breakpoint
CREATE TABLE `place_summaries` (
	`airport_loc_id` text PRIMARY KEY NOT NULL,
	`adults_summary` text,
	`kids_summary` text,
	`nearest_food_nm` real
);
--> statement-breakpoint
CREATE TABLE `place_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`imported_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`sources` text NOT NULL,
	`counts` text NOT NULL
);
