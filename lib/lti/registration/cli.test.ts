import { createLocalJWKSet, jwtVerify, SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { BACKENDS, useStore } from "@/lib/store/test-support";
import { memoryToolKeyStore } from "../memory-stores";
import { currentSigningKey, ensureToolKeys, type KeyRing, publicJwks } from "../tool-keys";
import { runCli } from "./cli";

const MOODLE = [
  "--issuer=https://moodle.example.edu",
  "--client-id=Fq3nPZ",
  "--auth-url=https://moodle.example.edu/mod/lti/auth.php",
  "--token-url=https://moodle.example.edu/mod/lti/token.php",
  "--jwks-url=https://moodle.example.edu/mod/lti/certs.php",
];

describe.each(BACKENDS)("npm run lti:register on $name", (backend) => {
  const store = useStore(backend);
  const keyStore = memoryToolKeyStore();
  const run = (...argv: string[]) =>
    runCli(argv, {
      platforms: async () => store().platforms,
      keyStore: async () => keyStore,
      registrationKey: () => "the-key",
      toolOrigin: "https://lab.example.com",
    });

  it("registers a platform by hand as manual, lists it, adds a deployment and removes it", async () => {
    expect(await run("--add", ...MOODLE, "--deployment-id", "3")).toEqual({
      code: 0,
      out: "registered https://moodle.example.edu (client Fq3nPZ), deployments 3",
    });
    expect(await run("--add-deployment", MOODLE[0] as string, MOODLE[1] as string, "--deployment-id=4")).toMatchObject({
      code: 0,
    });
    const [listed] = await store().platforms.list();
    expect(listed).toMatchObject({
      registeredVia: "manual",
      deploymentIds: ["3", "4"],
      jwksUrl: "https://moodle.example.edu/mod/lti/certs.php",
    });
    expect((await run("--list")).out).toContain("deployments: 3, 4");
    expect(await run("--remove", MOODLE[0] as string, MOODLE[1] as string)).toMatchObject({ code: 0 });
    // Canvas's course pages come from the school's own host, named with --web-origin.
    await run("--add", ...MOODLE, "--deployment-id=3", "--web-origin=https://school.example.edu");
    expect((await store().platforms.list())[0]?.webOrigins).toEqual(["https://school.example.edu"]);
    expect((await run("--add", ...MOODLE, "--deployment-id=3", "--web-origin=https://school.example.edu/x")).out).toBe(
      "lti:register: --web-origin must be an origin like https://school.instructure.com (no path)",
    );
    expect(await run("--remove", MOODLE[0] as string, MOODLE[1] as string)).toMatchObject({ code: 0 });
    expect((await run("--list")).out).toBe("No platform is registered.");
  });

  it("refuses incomplete or insecure registrations, naming the flag, and stores nothing", async () => {
    expect(await run("--add", ...MOODLE)).toEqual({
      code: 1,
      out: "lti:register: --deployment-id is required (give it once per deployment)",
    });
    const plain = await run(
      "--add",
      ...MOODLE.slice(0, 4),
      "--jwks-url=http://moodle.example.edu/certs",
      "--deployment-id=3",
    );
    expect(plain.out).toBe("lti:register: --jwks-url must be an https address (http only on localhost)");
    expect((await run("--add", "--issuer=https://moodle.example.edu", "--deployment-id=3")).out).toBe(
      "lti:register: --client-id is required",
    );
    expect((await run("--list", "--add")).out).toBe("lti:register: give one command, not --list and --add");
    expect((await run("--add", ...MOODLE, `--deployment-id=${"d".repeat(256)}`)).out).toBe(
      "lti:register: --deployment-id is longer than 255 characters",
    );
    expect((await run("--add", `--issuer=https://moodle.example.edu/${"p".repeat(2000)}`)).out).toBe(
      "lti:register: --issuer is longer than 2000 characters",
    );
    expect((await run("--frobnicate")).out).toContain("Unknown option '--frobnicate'");
    expect(await store().platforms.list()).toEqual([]);
  });

  it("says so when a platform to change or remove is not registered, and refuses a duplicate", async () => {
    expect((await run("--remove", ...MOODLE.slice(0, 2))).out).toBe(
      "lti:register: https://moodle.example.edu has no registration with client id Fq3nPZ; --list shows what is registered",
    );
    await run("--add", ...MOODLE, "--deployment-id=3");
    expect(await run("--add", ...MOODLE, "--deployment-id=3")).toMatchObject({
      code: 1,
      out: expect.stringContaining("already registered"),
    });
  });
});

describe("npm run lti:register -- --urls", () => {
  const run = (toolOrigin: string | undefined, ...argv: string[]) =>
    runCli(argv, {
      platforms: () => Promise.reject(new Error("not needed")),
      keyStore: async () => memoryToolKeyStore(),
      registrationKey: () => "the-key",
      toolOrigin,
    });

  it("prints the dynamic registration address with the key, and the URLs a manual registration asks for", async () => {
    const { code, out } = await run("https://lab.example.com");
    expect(code).toBe(0);
    expect(out).toContain("https://lab.example.com/api/lti/register/the-key");
    expect(out).toContain("Login (OIDC initiation) URL:  https://lab.example.com/api/lti/login");
    expect(out).toContain("Launch (redirect) URL:        https://lab.example.com/api/lti/launch");
    expect(out).toContain("Public keyset (JWKS) URL:     https://lab.example.com/api/lti/jwks");
  });

  it("needs a real origin, from LTI_TOOL_ORIGIN or --origin", async () => {
    expect((await run(undefined)).out).toContain("set LTI_TOOL_ORIGIN");
    expect((await run("https://lab.example.com/app")).out).toContain("is not an origin like https://lab.example.com");
    expect((await run(undefined, "--origin", "https://other.example.com")).out).toContain(
      "https://other.example.com/api/lti/login",
    );
  });
});

describe("npm run lti:register -- --rotate-keys", () => {
  const signWith = async (ring: KeyRing) => {
    const { kid, key } = await currentSigningKey(ring);
    return new SignJWT({}).setProtectedHeader({ alg: "RS256", kid }).setIssuer("tool").sign(key);
  };
  const verifiesWith = async (jwt: string, ring: KeyRing) =>
    jwtVerify(jwt, createLocalJWKSet(publicJwks(ring))).then(
      () => true,
      () => false,
    );

  it("signs with a new key while the old one stays published, until it is retired", async () => {
    const keyStore = memoryToolKeyStore();
    const deps = {
      platforms: () => Promise.reject(new Error("not needed")),
      keyStore: async () => keyStore,
      registrationKey: () => "k",
    };
    const before = await ensureToolKeys(keyStore);
    const signedBefore = await signWith(before);

    const rotated = await runCli(["--rotate-keys"], deps);
    expect(rotated.code).toBe(0);
    const during = (await keyStore.load()) as KeyRing;
    expect(during.current.kid).not.toBe(before.current.kid);
    expect(publicJwks(during).keys.map((k) => k.kid)).toEqual([during.current.kid, before.current.kid]);
    expect(rotated.out).toContain(`also published: ${before.current.kid}`);
    // During the grace period a platform holding a token (or a cached JWKS) from before still verifies it.
    expect(await verifiesWith(signedBefore, during)).toBe(true);
    expect(await verifiesWith(await signWith(during), during)).toBe(true);

    const retired = await runCli(["--retire-previous-key"], deps);
    expect(retired.out).toContain(`retired ${before.current.kid}`);
    const after = (await keyStore.load()) as KeyRing;
    expect(publicJwks(after).keys.map((k) => k.kid)).toEqual([during.current.kid]);
    expect(await verifiesWith(signedBefore, after)).toBe(false);
    expect((await runCli(["--retire-previous-key"], deps)).out).toContain("nothing to retire");
  });
});
