import { defineConfig } from "drizzle-kit";

// drizzle-kit only generates SQL into migrations/; wrangler applies it.
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema/index.ts",
  out: "./migrations",
});
