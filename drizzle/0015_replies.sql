ALTER TABLE `mail_queue` ADD `reply_to` text;
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `note_text` text;
--> statement-breakpoint
ALTER TABLE `contact_submissions` ADD `note_sent_at` text;
--> statement-breakpoint
ALTER TABLE `feedback_reports` ADD `note_text` text;
--> statement-breakpoint
ALTER TABLE `feedback_reports` ADD `note_sent_at` text;
