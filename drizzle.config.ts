import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "sqlite",
  schema: [
    "./app/models/schema.ts",
    "./app/models/accounts-schema.ts",
    "./app/models/rate-limits-schema.ts",
    "./app/models/places-schema.ts",
    "./app/models/feedback-schema.ts",
    "./app/models/field-reports-schema.ts",
    "./app/models/itineraries-schema.ts",
    "./app/models/operations-schema.ts",
    "./app/models/taf-schema.ts",
    "./app/models/radio-schema.ts",
    "./app/models/import-counts-schema.ts",
  ],
  out: "./drizzle",
});
