import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * Contracts only the worker may import: they build on @hono/zod-openapi or drizzle
 * (test/lint/layers.test.ts checks this list against the files).
 */
export const WORKER_ONLY_CONTRACTS = [
  "admin",
  "assistant",
  "banners",
  "content",
  "locations",
  "popular-locations",
  "price-guides",
  "reports",
  "staff",
];

/**
 * Typed SQL: a raw row is parsed by a zod schema (worker/db/sql.ts: `first`, `all`, `rows`,
 * `sqlAll`, `sqlGet`), never cast by a type argument on the read. test/lint/typed-sql.test.ts shows it firing.
 */
const TYPED_SQL = {
  selector:
    "CallExpression[typeArguments][callee.type='MemberExpression']:matches([callee.property.name=/^(first|all|raw)$/], [callee.object.property.name='db'][callee.property.name=/^(get|values)$/])",
  message:
    "A raw row is parsed, not cast: read it with first/all/rows (D1) or sqlAll/sqlGet (a Drizzle sql`…`) and a zod schema (worker/db/sql.ts).",
};

/**
 * worker/edge (server-rendered pages, the page cache, SEO files, the offline map tile, what every response shares)
 * answers around the Hono app: only the two entry points, worker/index.ts and worker/app.ts, import it.
 */
const NOT_EDGE = {
  regex: "^(\\.\\./)+(worker/)?edge(/|$)",
  message:
    "worker/edge sits above the app (only worker/index.ts and worker/app.ts import it): move what both need to lib or contracts.",
};

/**
 * One way to draw a link as a button (components/ui/text-link.tsx): `ButtonLink` for a page of the app,
 * `ButtonAnchor` for any other address; a button is `Button`. The button's classes (`buttonClasses`) stay inside
 * components/ui, so a link is never styled by hand. test/lint/button-links.test.ts shows it firing.
 */
const BUTTON_LOOKS_MESSAGE =
  "Draw a link as a button with ButtonLink (a page of the app) or ButtonAnchor (tel:, WhatsApp, another site), and a button with Button (components/ui).";
const BUTTON_LOOKS = [
  { selector: "ImportSpecifier[imported.name='buttonClasses']", message: BUTTON_LOOKS_MESSAGE },
  { selector: "MemberExpression[property.name='buttonClasses']", message: BUTTON_LOOKS_MESSAGE },
  {
    selector:
      "JSXElement[openingElement.name.name='Button']:has(> JSXOpeningElement:has(> JSXAttribute[name.name='asChild'])) > JSXElement[openingElement.name.name=/^(Link|a)$/]",
    message: BUTTON_LOOKS_MESSAGE,
  },
];

export default tseslint.config(
  {
    ignores: [
      "**/dist/",
      "**/.wrangler/",
      ".e2e-state/",
      "node_modules/",
      "web/src/route-tree.gen.ts",
      "web/src/route-tree.server.gen.ts",
      "web/src/api/schema.d.ts",
      "worker/env.d.ts",
      "test-results/",
      "playwright-report/",
      "migrations/",
      "test/lint/fixtures/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, "react-hooks/set-state-in-effect": "off" },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
      "@typescript-eslint/no-explicit-any": "error",
    },
  },
  {
    files: ["test/**/*.ts", "e2e/**/*.ts"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  {
    files: ["scripts/**/*.mjs"],
    languageOptions: { globals: { process: "readonly", console: "readonly", URL: "readonly" } },
  },
  {
    files: ["worker/**/*.ts"],
    ignores: ["worker/db/sql.ts"],
    rules: { "no-restricted-syntax": ["error", TYPED_SQL] },
  },
  // Layers: the edge (worker/edge) answers around the Hono app and is imported only by the entry points; routes
  // speak HTTP and call services; services own the data and know no HTTP; lib is below services; the SPA sees the
  // worker only through its contracts.
  {
    files: ["worker/routes/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/**", "**/db", "drizzle-orm", "drizzle-orm/*"],
              message: "Routes call services; only services touch the database (worker/db, drizzle).",
            },
            NOT_EDGE,
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='DB']",
          message: "Routes call services; only services touch the database (env.DB).",
        },
        TYPED_SQL,
      ],
    },
  },
  {
    files: ["worker/services/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "@hono/*"],
              message: "Services know no HTTP: take values, return values, throw ApiError; the route answers.",
            },
            NOT_EDGE,
          ],
        },
      ],
    },
  },
  // The money core knows no domain: wallet and the escrow engine may use lib, db, contracts,
  // integrations and the platform services (email, rate limits, staff alerts); a domain that sells something
  // registers a purpose (services/wallet/purposes.ts) or drives the engine, never the other way round.
  {
    files: ["worker/services/wallet/**/*.ts", "worker/services/escrow/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["hono", "hono/*", "@hono/*"],
              message: "Services know no HTTP: take values, return values, throw ApiError; the route answers.",
            },
            {
              regex: "^\\.\\./(?!\\.\\./|platform(/|$)|settings(/|$)|wallet(/|$)|escrow(/|$))",
              message:
                "The money core (wallet, escrow) knows no domain: register a purpose (wallet/purposes.ts) or pass the domain's rules in.",
            },
            NOT_EDGE,
          ],
        },
      ],
    },
  },
  {
    files: ["worker/lib/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/services/**", "**/services"],
              message: "lib is below services: pass what it needs in, or move it to lib.",
            },
            NOT_EDGE,
          ],
        },
      ],
    },
  },
  {
    files: ["worker/{contracts,db,integrations,jobs}/**/*.ts", "party/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [NOT_EDGE] }] },
  },
  // The edge renders pages through the API in process (app.fetch) and reads through services, never the database.
  {
    files: ["worker/edge/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db/**", "**/db", "drizzle-orm", "drizzle-orm/*"],
              message: "The edge reads through services (or the API in process); only services touch the database.",
            },
          ],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[property.name='DB']",
          message:
            "The edge reads through services (or the API in process); only services touch the database (env.DB).",
        },
        TYPED_SQL,
      ],
    },
  },
  {
    files: ["web/src/**/*.{ts,tsx}"],
    ignores: ["web/src/components/ui/**", "web/src/**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": ["error", ...BUTTON_LOOKS] },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            // Types of responses come from the OpenAPI document (web/src/api/schema.d.ts), not from the worker's code.
            {
              regex: "(^|/)worker/(?!contracts/)",
              message: "The SPA imports from the worker only its contracts (@contracts/...).",
            },
            // Worker-only contracts: OpenAPI-extended zod and drizzle-derived schemas; the SPA reads
            // these shapes through the OpenAPI types, and their libraries would enter its bundle.
            {
              regex: `(^@contracts/|(^|/)worker/contracts/)(${WORKER_ONLY_CONTRACTS.join("|")})(\\.ts)?$`,
              message:
                "This contract is worker-only (OpenAPI zod or drizzle-derived): the SPA reads these shapes through web/src/api/schema.d.ts.",
            },
            {
              group: ["@hono/*", "hono", "hono/*", "drizzle-orm", "drizzle-orm/*", "drizzle-zod"],
              message: "Worker libraries stay out of the SPA: use plain zod and the typed client.",
            },
          ],
        },
      ],
    },
  },
);
