/** Runs once when the server starts: warns if score tokens would be signed with the development secret. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { checkpointSecret } = await import("@/lib/exercises/checkpoint/score-token");
  checkpointSecret();
}
