/** Types for scripts/dockerfile-steps.mjs. */
export type Stage = {
  name: string;
  image: string;
  root: string;
  workdir: string;
  env: Record<string, string>;
  user: string;
  chowns: { owner: string; path: string }[];
  exposed: number[];
  cmd: string[] | null;
};
export function parseDockerfile(text: string): { line: number; instruction: string; args: string }[];
export function dockerignore(text: string): (relative: string) => boolean;
export function inStage(stage: Stage, imagePath: string): string;
export function stageEnv(stage: Stage, extra?: Record<string, string>): NodeJS.ProcessEnv;
export function performDockerfile(options: {
  dockerfile: string;
  context: string;
  scratch: string;
  onStep?: (where: string) => void;
}): Promise<Stage & { stages: Map<string, Stage> }>;
