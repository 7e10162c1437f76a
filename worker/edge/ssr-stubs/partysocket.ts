/**
 * Live rooms (messaging, unread counts) connect from the browser only, in effects the server never runs
 * (web/src/features/messaging/realtime.ts). wrangler.toml aliases "partysocket" to this module so the client
 * socket stays out of the worker bundle; nothing here is ever called.
 */
export class PartySocket {
  constructor() {
    throw new Error("partysocket is browser-only (worker/edge/ssr-stubs/partysocket.ts)");
  }
}
export default PartySocket;
