-- Where each runway end's true heading came from (docs/decisions/0058-runway-heading-check.md): 'data' as the
-- imported set gives it (checked), 'bearing' from the two ends' positions, 'number' from the runway number and
-- the magnetic variation. NULL: no heading, or an import made before the origin was recorded.
ALTER TABLE `runway_ends` ADD `true_alignment_origin` text;
