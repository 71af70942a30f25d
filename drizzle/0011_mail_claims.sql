ALTER TABLE `mail_queue` ADD `claimed_until` text;
