CREATE TABLE `itineraries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer,
	`airport_loc_id` text NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`duration_days` integer DEFAULT 1 NOT NULL,
	`trip_season` text,
	`trip_style` text,
	`is_public` integer DEFAULT false NOT NULL,
	`estimated_cost` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `itineraries_airport` ON `itineraries` (`airport_loc_id`);--> statement-breakpoint
CREATE INDEX `itineraries_user` ON `itineraries` (`user_id`);--> statement-breakpoint
CREATE TABLE `itinerary_items` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`itinerary_id` integer NOT NULL,
	`item_type` text DEFAULT 'custom' NOT NULL,
	`name` text NOT NULL,
	`description` text,
	`address` text,
	`phone` text,
	`website` text,
	`notes` text,
	`location` text,
	`day_number` integer DEFAULT 1 NOT NULL,
	`time` text,
	`order_position` integer DEFAULT 0 NOT NULL,
	`estimated_duration` integer,
	`estimated_cost` real,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`itinerary_id`) REFERENCES `itineraries`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `itinerary_items_itinerary` ON `itinerary_items` (`itinerary_id`,`day_number`,`order_position`);
