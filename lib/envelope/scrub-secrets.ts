/**
 * Secrets out of error text before it is stored. An error's message is what a developer
 * reads in the trace, and drivers put what they were given into it: a connection string
 * with its password, a request's Authorization header, a URL with `?api_key=`. The trace
 * should keep what helps debugging (the host, the port, the database's name, the user)
 * and lose what would let a reader act as the service.
 *
 * Rules, each replacing only the secret part with {@link REDACTED}:
 * 1. a URL's password: `postgres://app:pw@db:5432/shop` keeps `app`, the host, port and path;
 * 2. a secret-named query parameter: `?api_key=…`, `&token=…`, `&sig=…`;
 * 3. an Authorization header's credentials, and `Bearer …` anywhere;
 * 4. a secret-named field: `password=…`, `"apiKey": "…"`, `secret: …`;
 * 5. tokens recognisable by their shape: `sk-…`, `ghp_…`, `AKIA…`, JSON Web Tokens.
 * Anything else is kept. A secret with no name and no known shape cannot be told from text,
 * so this is a net under the rule that error messages should not hold secrets at all.
 */

/** What a secret is replaced by. */
export const REDACTED = "[redacted]";

// NOTE: every pattern is linear (no nested quantifiers), since the text can come from anyone.
const NAME = `(?:pass(?:word|wd)?|pwd|secret|client[_-]?secret|token|access[_-]?token|refresh[_-]?token|api[_-]?key|access[_-]?key|private[_-]?key|auth|sig|signature|credentials?)`;

const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  // 1. scheme://user:password@host: keep the scheme, the user and the @ (up to the last @,
  //    since passwords are often not percent-encoded).
  [/\b([a-z][a-z0-9+.-]*:\/\/[^\s:/?#@]*:)[^\s/?#]+@/gi, `$1${REDACTED}@`],
  // 2. ?name=value or &name=value in a URL.
  [new RegExp(String.raw`([?&]${NAME}=)[^\s&#"']+`, "gi"), `$1${REDACTED}`],
  // 3. An Authorization header's credentials (its scheme kept), and a bearer token anywhere.
  [/(\bAuthorization["']?\s*[:=]\s*["']?(?:[A-Za-z]+\s+)?)(?!\[redacted\])[^\s"',;]+/gi, `$1${REDACTED}`],
  [/\b(Bearer)\s+[A-Za-z0-9._~+/=-]{12,}/g, `$1 ${REDACTED}`],
  // 4. name=value, name: value, "name": "value" (quotes kept around the replacement).
  [
    new RegExp(String.raw`(\b[\w-]*${NAME}["']?\s*[:=]\s*)(["']?)(?!\[redacted\])[^\s"',;&]+\2`, "gi"),
    `$1$2${REDACTED}$2`,
  ],
  // 5. Shapes: OpenAI/Anthropic-style keys, GitHub tokens, AWS access key ids, Slack tokens, JWTs.
  [/\bsk-[A-Za-z0-9_-]{16,}/g, REDACTED],
  [/\b(?:ghp|gho|ghs|ghu|github_pat)_[A-Za-z0-9_]{20,}/g, REDACTED],
  [/\bAKIA[0-9A-Z]{16}\b/g, REDACTED],
  [/\bxox[abprs]-[A-Za-z0-9-]{10,}/g, REDACTED],
  [/\beyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]+/g, REDACTED],
];

/** `text` with the secrets it names or shows replaced by "[redacted]"; everything else kept. */
export function scrubSecrets(text: string): string {
  return RULES.reduce((scrubbed, [pattern, replacement]) => scrubbed.replace(pattern, replacement), text);
}
