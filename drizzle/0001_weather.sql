CREATE TABLE `weather_observations` (
	`icao_id` text PRIMARY KEY NOT NULL,
	`obs_time` integer NOT NULL,
	`latitude` real,
	`longitude` real,
	`flight_category` text NOT NULL,
	`observation` text NOT NULL,
	`source` text NOT NULL,
	`fetched_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `weather_observations_latitude` ON `weather_observations` (`latitude`);