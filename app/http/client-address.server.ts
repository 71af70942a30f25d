/**
 * The client's address as the edge server (server/index.mjs) resolved it: the
 * socket peer, or the X-Forwarded-For entry TRUST_PROXY points at
 * (docs/decisions/0019-client-ip-and-rate-limits.md). The edge drops any value a
 * client sends in this header and sets its own, so it can be trusted here.
 * Under `react-router dev` there is no edge: every client is "unknown".
 */
import { CLIENT_ADDRESS_HEADER } from "../../server/edge-contract.mjs";

export function clientIp(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || "unknown";
}
