/**
 * Which module may import which; `npm run lint` runs it, `npm run deps:counts` counts the graph.
 * Layers run one way: core -> exercise kinds -> services -> the composition root -> app/.
 * Test code is left out of the cruise: a test may reach up to integrate what it tests
 * (lib/layering.test.ts keeps lib's tests clear of app/ and components/).
 */
const CORE = "^lib/(envelope|http|content|validation|theme|highlight|progress)/|^lib/(site|data-dir)\\.ts$";
const KINDS = "^lib/(exercises|exercise-kinds|kata|sandbox|practice)/";
const SERVICES = "^lib/(score-token|lti|store|embed|preview|instructor|studio)/";
const ROOT = "^lib/composition-root\\.ts$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: "no-file-cycle", severity: "error", from: {}, to: { circular: true } },
    {
      name: "no-folder-cycle",
      comment: "No two folders under lib/ import each other, directly or around a loop (inside one, its own business).",
      severity: "error",
      scope: "folder",
      from: { path: "^lib/([^/]+)" },
      to: { path: "^lib/", pathNot: "^lib/$1(/|$)", circular: true },
    },
    {
      name: "lib-not-to-app",
      comment: "lib/ is framework-free logic: routes and React import it, never the reverse.",
      severity: "error",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "only-app-wires",
      comment: "Nothing in lib/ reaches for the composition root: its dependencies are passed in.",
      severity: "error",
      from: { path: "^lib/", pathNot: ROOT },
      to: { path: ROOT },
    },
    {
      name: "core-not-up",
      comment: "Core (envelope, http, content, ...) knows no exercise kind and no service.",
      severity: "error",
      from: { path: CORE },
      to: { path: [KINDS, SERVICES] },
    },
    {
      name: "kinds-not-to-services",
      comment: "An exercise kind gets services injected (lib/exercises/score-service.ts), never imports them.",
      severity: "error",
      from: { path: KINDS },
      to: { path: SERVICES },
    },
    {
      name: "http-not-to-content",
      comment: "lib/http answers any route; lesson content is not its business.",
      severity: "error",
      from: { path: "^lib/http/" },
      to: { path: "^lib/content/" },
    },
    {
      name: "runtime-not-to-scripts",
      comment: "scripts/ are build and dev tools; what the server runs is bundled or imported from lib/.",
      severity: "error",
      from: { path: "^(app|components|lib)/|^(proxy|instrumentation)\\.ts$" },
      to: { path: "^scripts/" },
    },
  ],
  options: {
    exclude: { path: "\\.test\\.tsx?$|test-support\\.ts$|/fixtures/|^(node_modules|\\.next)" },
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mjs", ".js", ".json"] },
  },
};
