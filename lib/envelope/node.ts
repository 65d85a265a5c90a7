/**
 * Node-only conveniences: layers whose database loads sql.js from node_modules. For
 * tests, the bench and scripts; browser code imports "./index" and passes its own loader.
 */
import { type CreateToolsLayerOptions, createToolsLayer, type EnvelopeToolsLayer } from "./index";
import { createRaisingToolsLayer, type RaisingToolsLayerOptions } from "./raising-tools-layer";
import { loadSqlFromNodeModules } from "./tools/sql-loader-node";

export { loadSqlFromNodeModules };

/** createToolsLayer with sql.js loaded from node_modules unless `loadSql` is given. */
export function createNodeToolsLayer(options: CreateToolsLayerOptions = {}): EnvelopeToolsLayer {
  return createToolsLayer({ loadSql: loadSqlFromNodeModules, ...options });
}

/** createRaisingToolsLayer with sql.js loaded from node_modules unless `loadSql` is given. */
export function createNodeRaisingToolsLayer(options: RaisingToolsLayerOptions = {}) {
  return createRaisingToolsLayer({ loadSql: loadSqlFromNodeModules, ...options });
}
