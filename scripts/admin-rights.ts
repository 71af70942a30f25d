/**
 * npm run admin:grant -- <email>
 * npm run admin:revoke -- <email>
 *
 * Sets or clears users.is_admin for the account with this e-mail in
 * DATABASE_PATH (default data/app.db): the self-hoster's way to make an admin
 * (docs/decisions/0014-admin-rights.md). The change holds from the user's next
 * request; no restart is needed.
 */
import { config } from "~/config.server";
import { openDatabase } from "~/models/db.server";
import { setAdminRight } from "~/services/admin-rights.server";

const [mode, email] = process.argv.slice(2);
if ((mode !== "grant" && mode !== "revoke") || !email) {
  console.error("Usage: npm run admin:grant -- <email>   or   npm run admin:revoke -- <email>");
  process.exit(2);
}
const { sqlite, db } = openDatabase(config.databasePath);
try {
  const outcome = setAdminRight(db, email, mode === "grant");
  if (outcome === "no-such-user") {
    console.error(
      `No account with the e-mail ${email.trim().toLowerCase()} in ${config.databasePath}. The person signs up first.`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      `${mode === "grant" ? "Granted" : "Revoked"} admin rights: user ${outcome.userId}${outcome.changed ? "" : " (no change)"}.`,
    );
  }
} finally {
  sqlite.close();
}
