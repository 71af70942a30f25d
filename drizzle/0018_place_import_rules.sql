-- Which rules of the places import wrote the import (docs/decisions/0098-hotel-group-listings.md):
-- a first start re-imports the bundled places when the running code's rules are newer.
ALTER TABLE `place_imports` ADD `rules` integer DEFAULT 1 NOT NULL;
