CREATE TABLE `airspace_classes` (
	`loc_id` text PRIMARY KEY NOT NULL,
	`class_b` integer NOT NULL,
	`class_c` integer NOT NULL,
	`class_d` integer NOT NULL,
	`class_e` integer NOT NULL,
	`hours` text,
	`remark` text
);
--> statement-breakpoint
CREATE TABLE `atc_facilities` (
	`loc_id` text PRIMARY KEY NOT NULL,
	`facility_type` text NOT NULL,
	`tower_call` text,
	`tower_hours` text,
	`approach_call` text,
	`approach_provider` text,
	`secondary_approach_call` text,
	`departure_call` text,
	`departure_provider` text,
	`secondary_departure_call` text,
	`control_hours` text
);
--> statement-breakpoint
CREATE TABLE `atis_services` (
	`loc_id` text NOT NULL,
	`atis_no` integer NOT NULL,
	`description` text,
	`hours` text,
	`phone` text,
	PRIMARY KEY(`loc_id`, `atis_no`)
);
--> statement-breakpoint
CREATE TABLE `attendance_schedules` (
	`loc_id` text NOT NULL,
	`sequence` integer NOT NULL,
	`month` text,
	`day` text,
	`hour` text,
	PRIMARY KEY(`loc_id`, `sequence`)
);
--> statement-breakpoint
CREATE TABLE `frequencies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`loc_id` text NOT NULL,
	`kind` text NOT NULL,
	`use` text NOT NULL,
	`name` text,
	`frequency` text NOT NULL,
	`hours` text,
	`sectorization` text,
	`remark` text,
	`source` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `frequencies_loc_id` ON `frequencies` (`loc_id`);--> statement-breakpoint
CREATE TABLE `reference_sets` (
	`name` text PRIMARY KEY NOT NULL,
	`cycle` text NOT NULL,
	`effective_date` text NOT NULL,
	`label` text NOT NULL,
	`import_id` integer,
	`imported_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `weather_stations` (
	`station_id` text PRIMARY KEY NOT NULL,
	`loc_id` text NOT NULL,
	`type` text NOT NULL,
	`phone` text,
	`second_phone` text,
	`latitude` real,
	`longitude` real,
	`elevation` real,
	`remark` text
);
--> statement-breakpoint
CREATE INDEX `weather_stations_loc_id` ON `weather_stations` (`loc_id`);--> statement-breakpoint
CREATE TABLE `import_counts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`import_kind` text NOT NULL,
	`import_id` integer NOT NULL,
	`source` text NOT NULL,
	`file` text NOT NULL,
	`read` integer NOT NULL,
	`kept` integer NOT NULL,
	`dropped` text NOT NULL,
	`recorded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `import_counts_import` ON `import_counts` (`import_kind`,`import_id`);