import { connect } from "node:net";
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

  it("closes while a client holds a request open (a browser's half-sent body)", async () => {
    const other = await startTestPlatformServer({
      toolLoginUrl: "https://lab.test/api/lti/login",
      toolLaunchUrl: "https://lab.test/api/lti/launch",
      toolJwks: async () => ({ keys: [] }),
    });
    const socket = connect(Number(new URL(other.issuer).port), "127.0.0.1");
    // The server resets the connection: that is the point, not a failure.
    socket.on("error", () => {});
    const ended = new Promise((resolve) => socket.on("close", resolve));
    await new Promise((resolve) => socket.on("connect", resolve));
    // Ten bytes promised, two sent: the server waits for the rest, so only an ended socket lets it close.
    socket.write("POST /token HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\nab");
    const late = new Promise((resolve) => setTimeout(resolve, 20_000, "still open after 20 s"));
    try {
      expect(await Promise.race([other.close().then(() => "closed"), late])).toBe("closed");
      await ended;
    } finally {
      socket.destroy();
    }
  }, 30_000);
});
