/**
 * The one grading route over the registry: POST /api/lessons/<slug>/<activity> is the
 * endpoint of the kind named `activity`, so a new kind gets its URL from its registry line.
 * An activity no kind has is a JSON 404 whatever the method; a known one answers other
 * methods with 405 naming POST, as every endpoint here does.
 */
import type { GradingServices } from "@/lib/exercises/exercise-kind";
import { methodNotAllowed, unknownApiPath } from "@/lib/http/api-errors";

/** What the route needs of a kind. */
type Endpoint<A extends string> = {
  activity: A;
  endpoint(slug: string, request: Request, services: GradingServices<A>): Promise<Response>;
};

type RouteContext = { params: Promise<{ slug: string; activity: string }> };
type Handler = (request: Request, context: RouteContext) => Promise<Response>;

/** The route's handlers, one per method, for `app/api/lessons/[slug]/[activity]/route.ts` to export. */
export function gradingRoute<A extends string>(kinds: readonly Endpoint<A>[], services: GradingServices<NoInfer<A>>) {
  const refused = methodNotAllowed(["POST"]);
  const find = (activity: string) => kinds.find((kind) => kind.activity === activity);
  const route =
    (answer: (kind: Endpoint<A>, slug: string, request: Request) => Promise<Response> | Response): Handler =>
    async (request, { params }) => {
      const { slug, activity } = await params;
      const kind = find(activity);
      return kind ? answer(kind, slug, request) : unknownApiPath(new URL(request.url).pathname);
    };
  const other = route(() => refused.GET());
  return {
    POST: route((kind, slug, request) => kind.endpoint(slug, request, services)),
    GET: other,
    HEAD: other,
    PUT: other,
    PATCH: other,
    DELETE: other,
  } satisfies Record<string, Handler>;
}
