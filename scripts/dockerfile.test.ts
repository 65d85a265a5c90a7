import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { dockerignore, inStage, parseDockerfile, performDockerfile, stageEnv } from "./dockerfile-steps.mjs";
import { freePort } from "./perf/next-server.mjs";

const ROOT = path.join(__dirname, "..");
const DOCKERFILE = path.join(ROOT, "Dockerfile");

describe("the Dockerfile emulation (scripts/dockerfile-steps.mjs)", () => {
  it("joins continued lines, drops comments and keeps each instruction's line", () => {
    const steps = parseDockerfile("# a comment\nFROM node:20 AS deps\n\nRUN npm ci \\\n  --no-audit\nUSER node\n");
    expect(steps).toEqual([
      { line: 2, instruction: "FROM", args: "node:20 AS deps" },
      { line: 4, instruction: "RUN", args: "npm ci --no-audit" },
      { line: 6, instruction: "USER", args: "node" },
    ]);
  });

  it("reads .dockerignore patterns as Docker does, from the context's root", () => {
    const ignored = dockerignore("node_modules\n*.tsbuildinfo\n.env*.local\n# note\n");
    expect(["node_modules", "tsconfig.tsbuildinfo", ".env.production.local"].map(ignored)).toEqual([true, true, true]);
    expect(["lib/node_modules", "lib/a.tsbuildinfo", ".env", "package.json"].map(ignored)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(() => dockerignore("!keep")).toThrow(/not emulated/);
  });

  it("refuses a RUN that names an absolute path, and an instruction it cannot perform", async () => {
    const scratch = mkdtempSync(path.join(tmpdir(), "envelope-lab-docker-"));
    const write = (text: string) => {
      writeFileSync(path.join(scratch, "Dockerfile"), text);
      return performDockerfile({ dockerfile: path.join(scratch, "Dockerfile"), context: scratch, scratch });
    };
    await expect(write("FROM node:20 AS a\nRUN mkdir -p /data\n")).rejects.toThrow(
      /Dockerfile:2 RUN: .* absolute path/,
    );
    await expect(write("FROM node:20 AS a\nVOLUME /data\n")).rejects.toThrow(/cannot perform VOLUME/);
    rmSync(scratch, { recursive: true, force: true });
  });
});

describe("the Dockerfile, each step performed in a scratch folder", () => {
  const scratch = mkdtempSync(path.join(tmpdir(), "envelope-lab-docker-"));
  let server: ChildProcess | undefined;
  // The scratch folder holds two copies of node_modules and a build: seconds to remove.
  afterAll(async () => {
    if (server?.pid) process.kill(-server.pid, "SIGKILL");
    await rm(scratch, { recursive: true, force: true });
  }, 300_000);

  // NOTE: the steps install and build the app from nothing (npm ci, next build): minutes on a
  // busy 2-core machine, hence the ceiling.
  it(
    "builds the app, leaves out the dev dependencies, runs as a non-root user, and its CMD answers /api/health",
    async () => {
      const started = Date.now();
      const onStep = (step: string) => console.info(`${((Date.now() - started) / 1000).toFixed(0)} s: ${step}`);
      const image = await performDockerfile({ dockerfile: DOCKERFILE, context: ROOT, scratch, onStep });
      // RUN used this machine's node and npm: every stage must name the same Node major.
      for (const stage of image.stages.values())
        expect(stage.image).toMatch(new RegExp(`^node:${process.versions.node.split(".")[0]}\\b`));
      expect(image.user).not.toMatch(/^(root|0)(:|$)/);
      expect(image.chowns.map((c) => c.owner.split(":")[0])).toEqual([image.user]);
      expect(existsSync(inStage(image, "node_modules/next/package.json"))).toBe(true);
      expect(existsSync(inStage(image, "node_modules/typescript")), "dev dependencies pruned").toBe(false);
      expect(existsSync(inStage(image, ".next/BUILD_ID"))).toBe(true);
      expect(existsSync(inStage(image, "data")), "the data folder the node user owns").toBe(true);

      const cmd = image.cmd ?? [];
      expect(cmd.length).toBeGreaterThan(0);
      expect(image.exposed).toEqual([Number(image.env.PORT)]);
      const port = await freePort();
      const [command = "", ...args] = cmd;
      const child = spawn(command, args, {
        cwd: inStage(image, "."),
        env: stageEnv(image, { PORT: String(port) }),
        detached: true,
        stdio: ["ignore", "pipe", "pipe"],
      });
      server = child;
      let output = "";
      child.stdout.on("data", (chunk) => (output += chunk));
      child.stderr.on("data", (chunk) => (output += chunk));
      await expect
        .poll(
          async () => {
            if (child.exitCode !== null) return `exited ${child.exitCode}: ${output}`;
            return fetch(`http://127.0.0.1:${port}/api/health`).then(
              (response) => response.json(),
              () => "not answering yet",
            );
          },
          { timeout: 120_000, interval: 500 },
        )
        .toEqual({ ok: true });
      onStep("/api/health answered");
    },
    20 * 60_000,
  );
});
