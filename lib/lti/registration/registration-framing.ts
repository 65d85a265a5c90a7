/**
 * Who may frame the Dynamic Registration page. LMSs open it in a frame of their admin
 * screen, before the platform is registered, so the registered platforms' origins
 * cannot cover it; the origin of its own `openid_configuration` parameter can. That is
 * safe to allow: the page does nothing without the registration key, and whoever
 * holds the key could open the address directly anyway. Pure, for proxy.ts.
 */
import { REGISTER_PATH } from "../tool-urls";

/** The origin named by the request's openid_configuration, for a registration page; [] otherwise. */
export function registrationFramers(url: URL): string[] {
  if (!url.pathname.startsWith(`${REGISTER_PATH}/`)) return [];
  try {
    const { protocol, origin } = new URL(url.searchParams.get("openid_configuration") ?? "");
    return protocol === "https:" || protocol === "http:" ? [origin] : [];
  } catch {
    return [];
  }
}
