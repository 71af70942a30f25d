-- The FAA writes 0 for a runway length or width it does not give (NASR APT_RWY: SNA 20X, ORD 10X,
-- the water lanes of MY21): a size that is not listed is NULL, as the import now stores it, not 0 ft.
UPDATE `runways` SET `length` = NULL WHERE `length` = 0;--> statement-breakpoint
UPDATE `runways` SET `width` = NULL WHERE `width` = 0;
