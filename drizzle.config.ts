import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/models/schema.ts", "./app/models/accounts-schema.ts", "./app/models/taf-schema.ts"],
  out: "./drizzle",
});
