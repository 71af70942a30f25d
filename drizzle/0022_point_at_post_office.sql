-- A place its source placed at its town's post office, not at its street (an IMLS museum geocoded by
-- its PO box, docs/decisions/0116-places-at-the-post-office.md). The places import sets it (rules 6).
ALTER TABLE `activities` ADD `point_at_post_office` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `landmarks` ADD `point_at_post_office` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `point_at_post_office` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `lodging` ADD `point_at_post_office` integer DEFAULT false NOT NULL;
