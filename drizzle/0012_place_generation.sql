CREATE TABLE `place_generation` (
	`id` integer PRIMARY KEY NOT NULL,
	`generation` integer NOT NULL
);
