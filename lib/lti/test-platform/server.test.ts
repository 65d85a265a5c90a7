import { afterAll, describe, expect, it } from "vitest";
import { readAutoPostForm } from "./auto-post";
import { startTestPlatformServer } from "./server";

const server = await startTestPlatformServer({
  toolLoginUrl: "https://lab.test/api/lti/login",
  toolLaunchUrl: "https://lab.test/api/lti/launch",
  toolJwks: async () => ({ keys: [] }),
});
afterAll(() => server.close());

describe("the stand-in platform over HTTP", () => {
  it("listens on 127.0.0.1 and serves its JWKS and authorization endpoint", async () => {
    expect(server.issuer).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const jwks = await (await fetch(`${server.issuer}/jwks`)).json();
    expect(jwks.keys[0]).toMatchObject({ kty: "RSA", kid: "platform-key-1" });
    const login = new URL(server.platform.loginUrl({ message: "resource-link" }));
    const auth = new URL(`${server.issuer}/authorize`);
    const q = {
      scope: "openid",
      response_type: "id_token",
      response_mode: "form_post",
      prompt: "none",
      client_id: server.platform.clientId,
      redirect_uri: "https://lab.test/api/lti/launch",
      login_hint: "l",
      state: "s",
      nonce: "n",
      lti_message_hint: login.searchParams.get("lti_message_hint") ?? "",
    };
    for (const [k, v] of Object.entries(q)) auth.searchParams.set(k, v);
    const form = readAutoPostForm(await (await fetch(auth)).text());
    expect(form.action).toBe("https://lab.test/api/lti/launch");
    expect(form.fields.state).toBe("s");
    expect(form.fields.id_token?.split(".")).toHaveLength(3);
  });
});
