#!/usr/bin/env node
// Copies sql.js's WebAssembly to public/ so the browser can fetch it at /sql-wasm.wasm.
// Runs after npm install/ci and before build/dev; the copy is gitignored.
import { copyFileSync, existsSync, mkdirSync, statSync } from "node:fs";
import path from "node:path";

const from = path.join("node_modules", "sql.js", "dist", "sql-wasm.wasm");
const to = path.join("public", "sql-wasm.wasm");
if (!existsSync(from)) {
  console.error(`copy-sql-wasm: ${from} is missing; run npm ci first`);
  process.exit(1);
}
if (existsSync(to) && statSync(to).size === statSync(from).size) process.exit(0);
mkdirSync("public", { recursive: true });
copyFileSync(from, to);
console.log(`copy-sql-wasm: ${from} → ${to}`);
