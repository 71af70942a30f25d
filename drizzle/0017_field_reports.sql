CREATE TABLE `field_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`airport_loc_id` text NOT NULL,
	`user_id` integer NOT NULL,
	`visited_on` text NOT NULL,
	`fuel` text DEFAULT '[]' NOT NULL,
	`courtesy_car` text,
	`landing_fee_usd` real,
	`overnight_fee_usd` real,
	`food_status` text,
	`food_name` text,
	`fbo_name` text,
	`note` text,
	`hidden` integer DEFAULT false NOT NULL,
	`hidden_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`updated_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `field_reports_airport` ON `field_reports` (`airport_loc_id`,`visited_on`);--> statement-breakpoint
CREATE INDEX `field_reports_user` ON `field_reports` (`user_id`);--> statement-breakpoint
CREATE TABLE `field_report_confirmations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`confirmed_on` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `field_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `field_report_confirmations_once` ON `field_report_confirmations` (`report_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `field_report_flags` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`report_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`reason` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`report_id`) REFERENCES `field_reports`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `field_report_flags_once` ON `field_report_flags` (`report_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `field_report_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL
);
