import { handleMatchCheck } from "@/lib/exercises/match/check-request";

/** Checks a drag-to-match attempt on the server, so the answer key never ships to the page. */
export async function POST(request: Request, { params }: { params: Promise<{ slug: string }> }) {
  const { slug } = await params;
  return handleMatchCheck(slug, request);
}
