// Performs a Dockerfile's steps without Docker (no engine can run on these machines), for
// scripts/dockerfile.test.ts: each stage is a folder under `scratch` that stands for the
// image's root, WORKDIR and COPY work inside it, ENV is kept per stage, RUN runs `sh -c`
// in the stage's working folder with the stage's variables, USER, EXPOSE and CMD are
// recorded for the caller to check and start. What it cannot emulate, it refuses or says:
// - FROM pulls nothing: RUN uses this machine's node and npm, so the caller checks that the
//   image names the same Node major. A step that would need more of the base image fails here.
// - RUN cannot reach the image's root: a command with an absolute path is refused.
// - USER and COPY --chown switch no user and change no owner: they are recorded only, and
//   everything runs as whoever runs the test.
// - Any other instruction (ARG, VOLUME, ENTRYPOINT, …) is refused, not skipped.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

/**
 * A stage as the steps leave it (types for the tests that import this file).
 * @typedef {{ name: string, image: string, root: string, workdir: string, env: Record<string, string>, user: string,
 *   chowns: { owner: string, path: string }[], exposed: number[], cmd: string[] | null }} Stage
 */

/** The instructions, one per logical line (continuations joined, comments dropped), with their line numbers. */
export function parseDockerfile(text) {
  const steps = [];
  let pending = null;
  for (const [index, raw] of text.split("\n").entries()) {
    const line = raw.trim();
    if (line === "" || line.startsWith("#")) continue;
    pending ??= { line: index + 1, text: "" };
    pending.text += line.endsWith("\\") ? `${line.slice(0, -1).trimEnd()} ` : line;
    if (line.endsWith("\\")) continue;
    const [, instruction = "", args = ""] = /^(\S+)\s*(.*)$/.exec(pending.text) ?? [];
    steps.push({ line: pending.line, instruction: instruction.toUpperCase(), args: args.trim() });
    pending = null;
  }
  return steps;
}

/** .dockerignore's patterns as one test on a context-relative path (`*`, `**`, `?`; no `!` exceptions). */
export function dockerignore(text) {
  const patterns = text
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line !== "" && !line.startsWith("#"));
  const bad = patterns.find((p) => p.startsWith("!"));
  if (bad) throw new Error(`.dockerignore: exceptions ("${bad}") are not emulated`);
  const regexes = patterns.map((p) => {
    const glob = p.replace(/^\/+|\/+$/g, "");
    const body = glob
      .split(/(\*\*|\*|\?)/)
      .map((part) =>
        part === "**"
          ? ".*"
          : part === "*"
            ? "[^/]*"
            : part === "?"
              ? "[^/]"
              : part.replace(/[.+^${}()|[\]\\]/g, "\\$&"),
      )
      .join("");
    return new RegExp(`^${body}$`);
  });
  return (relative) => regexes.some((regex) => regex.test(relative));
}

/** A path of the image, inside the stage's folder. */
export const inStage = (stage, imagePath) => path.join(stage.root, path.posix.resolve(stage.workdir, imagePath));

/** The variables a RUN step or the CMD sees: the stage's, on this machine's PATH and HOME. */
export const stageEnv = (stage, extra = {}) => ({
  PATH: process.env.PATH ?? "",
  HOME: process.env.HOME ?? "",
  ...stage.env,
  ...extra,
});

function run(stage, command, where) {
  if (/(^|[\s=:'"])\//.test(command))
    throw new Error(`${where}: "${command}" names an absolute path, which would leave the scratch folder`);
  return new Promise((resolve, reject) => {
    const child = spawn("sh", ["-c", command], { cwd: inStage(stage, "."), env: stageEnv(stage) });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      const tail = Buffer.concat(output).toString("utf8").split("\n").slice(-30).join("\n");
      if (code === 0) resolve();
      else reject(new Error(`${where}: "${command}" exited with ${code}:\n${tail}`));
    });
  });
}

function copy(stage, args, stages, context, ignored, where) {
  const words = args.split(/\s+/);
  const flags = Object.fromEntries(words.filter((w) => w.startsWith("--")).map((w) => w.slice(2).split("=", 2)));
  const unknown = Object.keys(flags).filter((flag) => flag !== "from" && flag !== "chown");
  if (unknown.length > 0) throw new Error(`${where}: --${unknown.join(", --")} is not emulated`);
  const paths = words.filter((w) => !w.startsWith("--"));
  const dest = paths.pop() ?? "";
  if (paths.length === 0) throw new Error(`${where}: COPY needs a source and a destination`);
  const from = flags.from ? stages.get(flags.from) : null;
  if (flags.from && !from) throw new Error(`${where}: no earlier stage is called "${flags.from}"`);
  const intoFolder = dest.endsWith("/") || dest === "." || paths.length > 1;
  for (const source of paths) {
    const absolute = from ? inStage(from, source) : path.join(context, source);
    if (!from && ignored(path.relative(context, absolute))) throw new Error(`${where}: ${source} is in .dockerignore`);
    if (!existsSync(absolute)) throw new Error(`${where}: ${source} does not exist`);
    const target =
      intoFolder && !statSync(absolute).isDirectory()
        ? path.join(inStage(stage, dest), path.basename(absolute))
        : inStage(stage, dest);
    cpSync(absolute, target, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (file) => from !== null || !ignored(path.relative(context, file)),
    });
  }
  if (flags.chown) stage.chowns.push({ owner: flags.chown, path: dest });
}

/**
 * Performs every step of `dockerfile` with `context` as the build context, each stage in a
 * folder under `scratch` (named stages only). Resolves to the last stage: { name, image,
 * root, workdir, env, user, chowns, exposed, cmd }, plus `stages`, every stage by name.
 * Throws naming the line of a step that failed or that it cannot perform.
 * @param {{ dockerfile: string, context: string, scratch: string, onStep?: (where: string) => void }} options
 * @returns {Promise<Stage & { stages: Map<string, Stage> }>}
 */
export async function performDockerfile({ dockerfile, context, scratch, onStep = () => {} }) {
  const ignoreFile = path.join(context, ".dockerignore");
  const ignored = dockerignore(existsSync(ignoreFile) ? readFileSync(ignoreFile, "utf8") : "");
  const stages = new Map();
  let stage = null;
  for (const step of parseDockerfile(readFileSync(dockerfile, "utf8"))) {
    const where = `${path.basename(dockerfile)}:${step.line} ${step.instruction}`;
    onStep(where);
    if (step.instruction !== "FROM" && !stage) throw new Error(`${where}: comes before any FROM`);
    switch (step.instruction) {
      case "FROM": {
        const [image, as, name] = step.args.split(/\s+/);
        if (as?.toUpperCase() !== "AS" || !name) throw new Error(`${where}: name every stage (FROM image AS name)`);
        stage = { name, image, root: path.join(scratch, name), workdir: "/", env: {}, user: "root" };
        Object.assign(stage, { chowns: [], exposed: [], cmd: null });
        mkdirSync(stage.root, { recursive: true });
        stages.set(name, stage);
        break;
      }
      case "WORKDIR":
        stage.workdir = path.posix.resolve(stage.workdir, step.args);
        mkdirSync(inStage(stage, "."), { recursive: true });
        break;
      case "ENV":
        for (const pair of step.args.split(/\s+/)) {
          const [, name, value] = /^([A-Za-z_][A-Za-z0-9_]*)=(\S*)$/.exec(pair) ?? [];
          if (!name) throw new Error(`${where}: write ENV as NAME=value pairs without quotes ("${pair}")`);
          stage.env[name] = value;
        }
        break;
      case "COPY":
        copy(stage, step.args, stages, context, ignored, where);
        break;
      case "RUN":
        await run(stage, step.args, where);
        break;
      case "USER":
        stage.user = step.args;
        break;
      case "EXPOSE":
        stage.exposed.push(...step.args.split(/\s+/).map((port) => Number.parseInt(port, 10)));
        break;
      case "CMD": {
        const cmd = step.args.startsWith("[") ? JSON.parse(step.args) : null;
        if (!Array.isArray(cmd) || cmd.some((part) => typeof part !== "string"))
          throw new Error(`${where}: write CMD in exec form, a JSON list of strings, so the server gets the signals`);
        stage.cmd = cmd;
        break;
      }
      default:
        throw new Error(`${where}: this test cannot perform ${step.instruction}; teach scripts/dockerfile-steps.mjs`);
    }
  }
  if (!stage) throw new Error(`${dockerfile} has no FROM`);
  return { ...stage, stages };
}
