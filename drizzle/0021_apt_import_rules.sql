-- Which rules of the FAA APT import wrote the import (docs/decisions/0102-apt-import-rules.md): a start
-- imports the bundled snapshot again when the running code's rules (APT_IMPORT_RULES) are newer.
ALTER TABLE `data_imports` ADD `rules` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- An import that recorded where its runway headings came from (drizzle/0020) ran under rules 2 already.
UPDATE `data_imports` SET `rules` = 2
 WHERE `id` = (SELECT max(`id`) FROM `data_imports`)
   AND EXISTS (SELECT 1 FROM `runway_ends` WHERE `true_alignment_origin` IS NOT NULL);
