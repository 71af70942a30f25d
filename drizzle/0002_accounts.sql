CREATE TABLE `activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_loc_id` text NOT NULL,
	`name` text NOT NULL,
	`category` text NOT NULL,
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
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `activities_airport` ON `activities` (`airport_loc_id`);--> statement-breakpoint
CREATE TABLE `landmarks` (
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
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `landmarks_airport` ON `landmarks` (`airport_loc_id`);--> statement-breakpoint
CREATE TABLE `preferences` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`default_departure_airport` text,
	`default_aircraft_speed` integer,
	`default_min_duration` real,
	`default_max_duration` real,
	`default_min_runway_length` integer,
	`default_state` text,
	`default_runway_surface` text,
	`default_airport_use` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_loc_id` text NOT NULL,
	`category` text NOT NULL,
	`distance_nm` real NOT NULL,
	`restaurant_name` text NOT NULL,
	`restaurant_description` text,
	`price_level` text,
	`rating` real,
	`phone` text,
	`website` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `restaurants_airport` ON `restaurants` (`airport_loc_id`);--> statement-breakpoint
CREATE TABLE `saved_activities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`activity_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`activity_id`) REFERENCES `activities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_activities_user_item` ON `saved_activities` (`user_id`,`activity_id`);--> statement-breakpoint
CREATE TABLE `saved_landmarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`landmark_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`landmark_id`) REFERENCES `landmarks`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_landmarks_user_item` ON `saved_landmarks` (`user_id`,`landmark_id`);--> statement-breakpoint
CREATE TABLE `saved_restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`restaurant_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`restaurant_id`) REFERENCES `restaurants`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_restaurants_user_item` ON `saved_restaurants` (`user_id`,`restaurant_id`);--> statement-breakpoint
CREATE TABLE `saved_trips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`airport_loc_id` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `saved_trips_user_airport` ON `saved_trips` (`user_id`,`airport_loc_id`);--> statement-breakpoint
CREATE TABLE `users` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`first_name` text,
	`last_name` text,
	`provider` text DEFAULT 'email' NOT NULL,
	`google_subject` text,
	`is_admin` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `users_email` ON `users` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `users_google_subject` ON `users` (`google_subject`);