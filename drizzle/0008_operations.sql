CREATE TABLE `page_view_counts` (
	`day` text NOT NULL,
	`route` text NOT NULL,
	`referrer_host` text DEFAULT '' NOT NULL,
	`device` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `route`, `referrer_host`, `device`)
);
--> statement-breakpoint
CREATE TABLE `visitor_hashes` (
	`day` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`day`, `hash`)
);
--> statement-breakpoint
CREATE TABLE `daily_visitors` (
	`day` text PRIMARY KEY NOT NULL,
	`visitors` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `visitor_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `departure_search_counts` (
	`day` text NOT NULL,
	`departure` text NOT NULL,
	`searches` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `departure`)
);
--> statement-breakpoint
CREATE TABLE `process_leases` (
	`name` text PRIMARY KEY NOT NULL,
	`holder` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `health_checks` (
	`id` integer PRIMARY KEY NOT NULL,
	`checked_at` integer NOT NULL
);
