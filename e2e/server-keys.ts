import { readSigningKeys, type SigningKeys } from "@/lib/score-token/signing-keys";
import { E2E_DATA_DIR } from "../playwright.config";

/** The keys the server under test signs with: read the way the server reads them. */
export function serverKeys(): SigningKeys {
  return readSigningKeys({ ...process.env, DATA_DIR: E2E_DATA_DIR });
}
