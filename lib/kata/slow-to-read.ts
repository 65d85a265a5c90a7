/**
 * A kata submission that the type stripper (sucrase) would take hours to read: each
 * `a ? (b): c =>` is a conditional whose branch may be an arrow function with a return type,
 * and sucrase tries both readings of each, nested (20 took it 8 s on a 2-core machine). Read
 * by the tests and the bench that show reading is fenced (read-budget.ts).
 */
export const SLOW_TO_READ = `export class ToolsLayer {}\nexport const f = ${"a ? (b): c => ".repeat(30)}0;\n`;
