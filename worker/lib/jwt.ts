// Signed tokens (HS256). A thin seam over hono/jwt so services/auth, which knows no HTTP, does not import hono.
export { sign as signJwt, verify as verifyJwt } from "hono/jwt";
