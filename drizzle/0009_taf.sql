CREATE TABLE `taf_forecasts` (
	`icao_id` text PRIMARY KEY NOT NULL,
	`issue_time` integer NOT NULL,
	`valid_from` integer NOT NULL,
	`valid_to` integer NOT NULL,
	`forecast` text NOT NULL,
	`fetched_at` integer NOT NULL
);
