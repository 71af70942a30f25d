CREATE TABLE `airports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`site_no` text NOT NULL,
	`site_type_code` text NOT NULL,
	`loc_id` text NOT NULL,
	`icao_id` text,
	`name` text NOT NULL,
	`city` text,
	`state` text,
	`latitude` real NOT NULL,
	`longitude` real NOT NULL,
	`elevation` real,
	`use` text,
	`ownership` text,
	`status` text DEFAULT 'O' NOT NULL,
	`fuel_types` text,
	`max_runway_length` integer,
	`max_runway_surface` text,
	`max_improved_length` integer,
	`max_unimproved_length` integer,
	`searchable` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `airports_loc_id` ON `airports` (`loc_id`);--> statement-breakpoint
CREATE INDEX `airports_icao_id` ON `airports` (`icao_id`);--> statement-breakpoint
CREATE INDEX `airports_searchable` ON `airports` (`searchable`);--> statement-breakpoint
CREATE TABLE `data_imports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`imported_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`effective_date` text NOT NULL,
	`label` text NOT NULL,
	`sources` text NOT NULL,
	`facilities` integer NOT NULL,
	`runways` integer NOT NULL,
	`runway_ends` integer NOT NULL,
	`remarks` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `remarks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_id` integer NOT NULL,
	`element_name` text NOT NULL,
	`remark` text NOT NULL,
	`sequence` integer NOT NULL,
	FOREIGN KEY (`airport_id`) REFERENCES `airports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `remarks_airport_id` ON `remarks` (`airport_id`);--> statement-breakpoint
CREATE TABLE `runway_ends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`runway_id` integer NOT NULL,
	`end_id` text NOT NULL,
	`true_alignment` real,
	`ils_type` text,
	`right_hand_traffic` text,
	`elevation` real,
	`tdz_elevation` real,
	`vgsi_code` text,
	`approach_lights` text,
	`reil` text,
	`displaced_threshold_length` integer,
	FOREIGN KEY (`runway_id`) REFERENCES `runways`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `runway_ends_runway_id` ON `runway_ends` (`runway_id`);--> statement-breakpoint
CREATE TABLE `runways` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_id` integer NOT NULL,
	`runway_id` text NOT NULL,
	`length` integer,
	`width` integer,
	`surface_type_code` text,
	`condition` text,
	`edge_light_intensity` text,
	FOREIGN KEY (`airport_id`) REFERENCES `airports`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `runways_airport_id` ON `runways` (`airport_id`);