import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { users } from "./accounts-schema";

/**
 * What visitors send in (docs/product.md, "Contact, reports and the Admin Dashboard"):
 * contact messages, bug reports and feature requests, place suggestions; and every e-mail the app sends, queued
 * (docs/decisions/0027-mail-queue.md). Stored before any mail is tried.
 */
const now = (name: string) =>
  text(name)
    .notNull()
    .default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);

export const contactSubmissions = sqliteTable(
  "contact_submissions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    /** new, in_progress, resolved, closed (docs/product.md, "Contact, reports and the Admin Dashboard"). */
    status: text("status").notNull().default("new"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The note the admin last sent the sender with a move to resolved or closed, and when (docs/decisions/0076-replies-that-reach-the-sender.md). */
    noteText: text("note_text"),
    noteSentAt: text("note_sent_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [index("contact_submissions_status").on(t.status, t.createdAt)],
);

export const feedbackReports = sqliteTable(
  "feedback_reports",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    title: text("title").notNull(),
    /** bug or feature. */
    type: text("type").notNull(),
    /** low, medium, high. */
    priority: text("priority").notNull(),
    /** new, in_progress, resolved, closed (docs/product.md, "Contact, reports and the Admin Dashboard"). */
    status: text("status").notNull().default("new"),
    description: text("description").notNull(),
    airport: text("airport"),
    browser: text("browser"),
    email: text("email").notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** The note the admin last sent the sender with a move to resolved or closed, and when (docs/decisions/0076-replies-that-reach-the-sender.md). */
    noteText: text("note_text"),
    noteSentAt: text("note_sent_at"),
    createdAt: now("created_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [index("feedback_reports_status").on(t.status, t.createdAt)],
);

export const placeSuggestions = sqliteTable(
  "place_suggestions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    airportLocId: text("airport_loc_id").notNull(),
    name: text("name").notNull(),
    /** activity or landmark. */
    type: text("type").notNull(),
    /** adults or kids; activities only. */
    category: text("category"),
    phone: text("phone"),
    website: text("website"),
    address: text("address"),
    description: text("description").notNull(),
    userEmail: text("user_email"),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** pending, approved, rejected (docs/product.md, "Contact, reports and the Admin Dashboard"). */
    status: text("status").notNull().default("pending"),
    adminNotes: text("admin_notes"),
    /** The activities/landmarks row made from it ('Create'), once made. */
    createdPlaceId: integer("created_place_id"),
    submittedAt: now("submitted_at"),
    updatedAt: now("updated_at"),
  },
  (t) => [index("place_suggestions_status").on(t.status, t.submittedAt)],
);

export const mailQueue = sqliteTable(
  "mail_queue",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** What the mail is, for the logs (which carry only kind and id). */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    /** Reply-To: addresses checked as e-mail addresses before they are stored, so none can carry a header (docs/decisions/0076-replies-that-reach-the-sender.md). */
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    bodyText: text("body_text").notNull(),
    /** pending or sent. A mail is never dropped: it stays pending and is retried. */
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: now("next_attempt_at"),
    lastError: text("last_error"),
    sentAt: text("sent_at"),
    createdAt: now("created_at"),
    /**
     * A process sending the mail holds it until then (ISO time): no other process sends it
     * meanwhile; a claim left by a crashed process expires (docs/decisions/0045-mail-claims.md).
     */
    claimedUntil: text("claimed_until"),
  },
  (t) => [index("mail_queue_due").on(t.status, t.nextAttemptAt)],
);

/**
 * Accounts that must verify their address before they save or submit
 * anything: sign-ups that came without a bot-check token while the check is
 * on (the no-JavaScript fallback; docs/decisions/0029-admin-dashboard-and-email-verification.md).
 */
export const emailVerificationHolds = sqliteTable("email_verification_holds", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  createdAt: now("created_at"),
});
