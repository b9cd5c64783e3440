// Stands in for @actions/core's OIDC client in the bundle. blamegate never asks for an OIDC
// token, and the real client pulls in an HTTP stack (undici) that every run would otherwise
// load and compile before doing anything, a large part of the action's cold start.
export class OidcClient {
  static async getIDToken(): Promise<string> {
    throw new Error("blamegate's bundle does not include OIDC token support");
  }
}
