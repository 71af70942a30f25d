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